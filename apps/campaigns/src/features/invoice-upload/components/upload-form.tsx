import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Messages } from '@lumen/i18n/messages';
import { buttonClassName } from '@lumen/ui-kit/button-class-name';
import { cn } from '@lumen/ui-kit/cn';
import {
  INVOICE_FILE_ACCEPT,
  invoiceFileProblem,
} from '@lumen/validation/invoice-upload-constants';
import { TextField } from '#src/components/text-field.tsx';
import { Toast, TOAST_MS, useToast } from '#src/components/toast.tsx';
import { useOnDemand } from '#src/hooks/use-on-demand.ts';
import { INVOICE_UPLOAD_COPY } from '../copy.ts';
import { messageText } from '../utils/message-text.ts';
import {
  EMPTY_UPLOAD,
  UPLOAD_FIELDS,
  type TextField as TextFieldName,
  type UploadErrors,
  type UploadField,
  type UploadValues,
} from '../utils/upload-form.ts';
import { uploadResult } from '../utils/upload-outcome.ts';

const COPY = INVOICE_UPLOAD_COPY.upload;

/** The schema's check and the upload that reads the receipt with it: zod, so loaded on demand. */
const loadUploadRules = () =>
  Promise.all([import('../utils/check-upload.ts'), import('../api/upload-invoice.ts')]).then(
    ([check, { uploadInvoice }]) => ({ ...check, uploadInvoice }),
  );

type UploadFormProps = {
  /** Where the browser reaches the API (PUBLIC_API_URL, from the root data). */
  apiUrl: string;
  messages: Messages | undefined;
  /** No competition takes invoices (GET …/current): the button stays disabled. */
  isClosed?: boolean;
};

/**
 * The invoice form (spec §2.4, §5, §8). Submit is enabled only when the shared rules pass;
 * while the file goes up the form is busy and a progress bar shows how much has been sent;
 * then a 30 s toast says how it went, and after a success the form starts again empty. The
 * schema loads on the first focus, input or pointer down in the form (useOnDemand): until
 * then nothing has been typed, so the button is disabled either way. A chosen file's size is
 * judged at once, without it.
 */
export function UploadForm({ apiUrl, messages, isClosed = false }: UploadFormProps) {
  const toast = useToast(TOAST_MS.long);
  const [values, setValues] = useState<UploadValues>(EMPTY_UPLOAD);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<UploadErrors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const text = (message: string) => messageText(messages, message);
  const isUploading = progress !== null;
  const rules = useOnDemand(loadUploadRules);

  const showProblem = (field: UploadField, message: string | undefined) =>
    setErrors(({ [field]: _, ...rest }) =>
      message ? { ...rest, [field]: message as UploadErrors[UploadField] } : rest,
    );

  const set = (field: TextFieldName, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    // A corrected field's message goes at once; new ones appear on leaving it or on submit.
    if (errors[field]) showProblem(field, undefined);
  };

  const onFile = (chosen: File | null) => {
    setFile(chosen);
    // The file's size is known at once: a file over 10 MB is refused here, never sent.
    showProblem('file', (chosen && invoiceFileProblem(chosen)) || undefined);
  };

  const firstInvalid = (found: UploadErrors) => UPLOAD_FIELDS.find((f) => found[f]);
  const focusOn = (selector: string) =>
    formRef.current?.querySelector<HTMLElement>(selector)?.focus();

  // The fields and the button are disabled while the file goes up, so the focus is lost; it
  // comes back once they are enabled again (the next render): to the first field with a
  // message, else to the first field of an emptied form, else to the button to try again.
  const focusAfterUpload = useRef<string | null>(null);
  useEffect(() => {
    if (isUploading || !focusAfterUpload.current) return;
    focusOn(focusAfterUpload.current);
    focusAfterUpload.current = null;
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isClosed || isUploading) return;
    // The button is enabled only once the rules have arrived; the load is a safety net.
    const loaded = rules.loaded ?? (await rules.load().catch(() => null));
    if (!loaded) {
      toast.show(text('invoiceUpload.failure'));
      return;
    }
    const check = loaded.checkUpload(values, file);
    if (!check.ok) {
      setErrors(check.errors);
      const first = firstInvalid(check.errors);
      if (first) focusOn(`[name="${first}"]`);
      return;
    }
    setErrors({});
    setProgress(0);
    const outcome = await loaded.uploadInvoice(apiUrl, check.fields, check.file, setProgress);
    const result = uploadResult(outcome, text, COPY.reference);
    setProgress(null);
    setErrors(result.errors);
    const invalid = firstInvalid(result.errors);
    focusAfterUpload.current = invalid
      ? `[name="${invalid}"]`
      : result.shouldReset
        ? `[name="${UPLOAD_FIELDS[0]}"]`
        : 'button[type="submit"]';
    if (result.shouldReset) {
      setValues(EMPTY_UPLOAD);
      setFile(null);
      if (fileRef.current) fileRef.current.value = '';
    }
    toast.show(result.toast);
  };

  const describedBy = (...ids: (string | false | undefined)[]) =>
    ids.filter(Boolean).join(' ') || undefined;

  const field = (
    name: TextFieldName,
    label: string,
    extra: { type?: string; autoComplete: string },
  ) => (
    <TextField
      id={`${id}-${name}`}
      name={name}
      label={label}
      type={extra.type}
      autoComplete={extra.autoComplete}
      value={values[name]}
      error={errors[name] && text(errors[name])}
      disabled={isUploading}
      onChange={(value) => set(name, value)}
      onBlur={() => {
        if (values[name] === '') return;
        rules.whenLoaded((loaded) => showProblem(name, loaded.fieldProblem(values, file, name)));
      }}
    />
  );

  const fileError = errors.file;
  const fileHintId = `${id}-file-hint`;
  const fileStatusId = `${id}-file-status`;
  const fileErrorId = `${id}-file-error`;
  return (
    <>
      <form
        ref={formRef}
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        onFocus={rules.prepare}
        onInput={rules.prepare}
        onPointerDown={rules.prepare}
        aria-label={COPY.heading}
        aria-busy={isUploading || undefined}
        className="flex flex-col gap-5"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          {field('firstName', COPY.firstName, { autoComplete: 'given-name' })}
          {field('lastName', COPY.lastName, { autoComplete: 'family-name' })}
        </div>
        {field('companyName', COPY.companyName, { autoComplete: 'organization' })}
        {field('email', COPY.email, { type: 'email', autoComplete: 'email' })}
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-file`} className="text-sm font-semibold text-ink-900">
            {COPY.file}
          </label>
          <p id={fileHintId} className="text-xs text-ink-600">
            {COPY.fileHint}
          </p>
          <input
            ref={fileRef}
            id={`${id}-file`}
            name="file"
            type="file"
            accept={INVOICE_FILE_ACCEPT}
            required
            disabled={isUploading}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={describedBy(fileHintId, fileStatusId, fileError && fileErrorId)}
            onChange={(e) => onFile(e.currentTarget.files?.[0] ?? null)}
            className="focus-ring block w-full max-w-full rounded-md border border-ink-300 bg-white px-3 py-2 text-sm text-ink-900 file:mr-3 file:rounded file:border-0 file:bg-ink-100 file:px-3 file:py-1.5 file:font-semibold aria-invalid:border-red-700"
          />
          <p id={fileStatusId} className="text-sm break-all text-ink-700">
            {file ? COPY.chosenFile(file.name) : text('invoiceUpload.error.noFile')}
          </p>
          {fileError ? (
            <p id={fileErrorId} className="text-sm font-semibold text-red-700">
              {text(fileError)}
            </p>
          ) : null}
        </div>
        <div className="flex items-start gap-3">
          <input
            id={`${id}-gdprConsent`}
            name="gdprConsent"
            type="checkbox"
            checked={values.gdprConsent}
            disabled={isUploading}
            onChange={(e) => {
              const isTicked = e.currentTarget.checked;
              setValues((v) => ({ ...v, gdprConsent: isTicked }));
            }}
            className="focus-ring mt-1 size-5 shrink-0 accent-brand-600"
          />
          <label htmlFor={`${id}-gdprConsent`} className="text-sm text-ink-800">
            {COPY.gdpr}
          </label>
        </div>
        {isUploading ? (
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-progress`} className="text-sm font-semibold text-ink-900">
              {COPY.progressLabel}
            </label>
            <div className="flex items-center gap-3">
              <progress
                id={`${id}-progress`}
                max={100}
                value={progress}
                className="h-3 w-full accent-brand-600"
              ></progress>
              <span
                aria-hidden="true"
                className="w-12 shrink-0 text-right text-sm tabular-nums text-ink-800"
              >
                {progress}%
              </span>
            </div>
          </div>
        ) : null}
        <button
          type="submit"
          disabled={
            isClosed || isUploading || !(rules.loaded?.isUploadValid(values, file) ?? false)
          }
          className={cn(buttonClassName({ variant: 'primary', size: 'lg' }), 'self-start')}
        >
          {isUploading ? COPY.submitting : COPY.submit}
        </button>
      </form>
      <Toast message={toast.message} />
    </>
  );
}
