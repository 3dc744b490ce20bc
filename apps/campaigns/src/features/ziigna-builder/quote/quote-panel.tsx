import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import type { EditionId } from '@lumen/i18n/editions';
import type { Locale } from '@lumen/i18n/locales';
import type { MessageKey, Translator } from '@lumen/i18n/messages';
import { useTranslator } from '@lumen/site-shell/lib/i18n.tsx';
import { buttonClassName } from '@lumen/ui-kit/button-class-name';
import {
  QuoteRequestFormSchema,
  type QuoteRequestForm,
  type QuoteRequestFormInput,
} from '@lumen/validation/quote-request';
import {
  QUOTE_ATTACHMENT_ACCEPT,
  QUOTE_REQUEST_LIMITS,
  quoteAttachmentProblem,
  quotePhoneExample,
} from '@lumen/validation/quote-request-constants';
import { Toast, TOAST_MS, useToast } from '#src/components/toast.tsx';
import { failureKey, QUOTE_FORM_FIELDS, submitQuote, type QuoteFormField } from './submit-quote.ts';
import { useLimitExceeded } from './use-limit-exceeded.ts';

export type QuotePanelProps = {
  /** Where the browser reaches the API (PUBLIC_API_URL, from the root data). */
  apiUrl: string;
  locale: Locale;
  /** The edition, for the phone number's example ('{phone}'). */
  edition: EditionId;
  /** The datasheet just made from the visitor's selections (spec §4). */
  quoteFile: File;
  onCancel: () => void;
  /** After a 201: the parent closes the panel and shows the toast with the reference. */
  onSubmitted: (documentId: string) => void;
};

/** The one-line fields in spec §5's order; the quote file, message and attachments follow. */
const TEXT_FIELDS = [
  { name: 'name', type: 'text', autoComplete: 'name', isRequired: true },
  { name: 'email', type: 'email', autoComplete: 'email', isRequired: true },
  { name: 'phoneNumber', type: 'tel', autoComplete: 'tel', isRequired: true },
  { name: 'companyName', type: 'text', autoComplete: 'organization', isRequired: true },
  { name: 'preferredWholesaler', type: 'text', autoComplete: 'off', isRequired: false },
  { name: 'wholesalerLocation', type: 'text', autoComplete: 'off', isRequired: false },
] as const;

const INPUT =
  'focus-ring block w-full rounded-md border border-ink-300 bg-white px-3 py-2.5 text-base text-ink-950 aria-invalid:border-red-700 disabled:bg-ink-100';

/** A message key from the schema or the API in the visitor's words; other text as it is. */
function messageText(t: Translator, phone: string, message: string): string {
  const translate = t as unknown as (
    key: string,
    params?: Record<string, string | number>,
  ) => string;
  return translate(message, { phone, max: QUOTE_REQUEST_LIMITS.message });
}

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink-900">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The Ziigna quote form (campaigns spec §4, §5, §8), loaded with its schema only when Get a
 * Quote is pressed. react-hook-form holds the values; the shared schema judges them (the same
 * one the API parses with). Sending disables both buttons ('Uploading...'); a success resets
 * every field and hands the reference up; a failure says what went wrong, maps the API's field
 * messages back onto the fields, keeps everything typed and gives the buttons back.
 */
export function QuotePanel({
  apiUrl,
  locale,
  edition,
  quoteFile,
  onCancel,
  onSubmitted,
}: QuotePanelProps) {
  const t = useTranslator();
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const limit = useLimitExceeded();
  const phone = quotePhoneExample(edition);
  const text = (message: string) => messageText(t, phone, message);

  const form = useForm<QuoteRequestForm, unknown, QuoteRequestFormInput>({
    resolver: zodResolver(QuoteRequestFormSchema),
    mode: 'onTouched',
    defaultValues: {
      name: '',
      email: '',
      phoneNumber: '',
      companyName: '',
      preferredWholesaler: '',
      wholesalerLocation: '',
      message: '',
      locale,
      ziignaQuoteFile: quoteFile,
      otherAttachments: [],
    },
  });
  const { register, handleSubmit, formState, setValue, control, setError, reset } = form;
  const isSending = formState.isSubmitting;
  const attachments = (useWatch({ control, name: 'otherAttachments' }) ?? []) as File[];

  // A new datasheet (after a submit, or another Get a Quote) replaces the attached one.
  useEffect(() => {
    setValue('ziignaQuoteFile', quoteFile);
  }, [quoteFile, setValue]);

  // The panel opens where the visitor is working: focus moves to its heading.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const fieldId = (name: string) => `${id}-${name}`;
  const errorOf = (name: QuoteFormField) => {
    const message = formState.errors[name]?.message;
    return typeof message === 'string' ? text(message) : undefined;
  };
  const inputProps = (name: QuoteFormField, registered: UseFormRegisterReturn) => {
    const error = errorOf(name);
    return {
      ...registered,
      id: fieldId(name),
      disabled: isSending,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${fieldId(name)}-error` : undefined,
      className: INPUT,
    };
  };

  const onChooseFiles = (files: FileList | null) => {
    const listed = [...attachments];
    for (const file of files ? [...files] : []) {
      const problem = quoteAttachmentProblem(file, listed, quoteFile);
      if (problem) {
        limit.show(problem);
        break;
      }
      listed.push(file);
    }
    setValue('otherAttachments', listed, { shouldValidate: formState.isSubmitted });
    // The same file may be chosen again after it is removed.
    if (fileInputRef.current) fileInputRef.current.value = '';
  };

  const onRemove = (index: number) => {
    setValue(
      'otherAttachments',
      attachments.filter((_, i) => i !== index),
      { shouldValidate: formState.isSubmitted },
    );
    fileInputRef.current?.focus();
  };

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const outcome = await submitQuote(apiUrl, values);
    if (outcome.kind === 'submitted') {
      reset();
      onSubmitted(outcome.documentId);
      return;
    }
    if (outcome.kind === 'invalid') {
      let isFirst = true;
      for (const name of QUOTE_FORM_FIELDS) {
        const message = outcome.errors[name];
        if (!message) continue;
        setError(name, { type: 'server', message }, { shouldFocus: isFirst });
        isFirst = false;
      }
    } else {
      // Not a fault the visitor can see in a field: logged for support, and said plainly.
      console.warn(`Ziigna quote request failed: ${outcome.kind}`, outcome);
    }
    setFailure(failureKey(outcome));
  });

  const headingId = `${id}-title`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-ink-200 bg-white p-5 shadow-lg"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !isSending) onCancel();
      }}
    >
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold text-ink-950 focus:outline-none"
      >
        {t('quoteRequest.form.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-700">{t('quoteRequest.form.intro')}</p>
      <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-4" aria-busy={isSending}>
        {TEXT_FIELDS.map(({ name, type, autoComplete, isRequired }) => (
          <Field
            key={name}
            id={fieldId(name)}
            label={t(`quoteRequest.form.${name}`)}
            error={errorOf(name)}
          >
            <input
              type={type}
              autoComplete={autoComplete}
              required={isRequired}
              {...inputProps(name, register(name))}
            />
          </Field>
        ))}
        <Field
          id={fieldId('ziignaQuoteFile')}
          label={t('quoteRequest.form.quoteFile')}
          error={errorOf('ziignaQuoteFile')}
        >
          <input
            id={fieldId('ziignaQuoteFile')}
            type="text"
            readOnly
            required
            value={quoteFile.name}
            aria-invalid={errorOf('ziignaQuoteFile') ? true : undefined}
            className={`${INPUT} bg-ink-50`}
          />
        </Field>
        <Field
          id={fieldId('message')}
          label={t('quoteRequest.form.message')}
          error={errorOf('message')}
        >
          <textarea
            rows={4}
            maxLength={QUOTE_REQUEST_LIMITS.message}
            {...inputProps('message', register('message'))}
          />
        </Field>
        <div className="flex flex-col gap-1.5">
          <label
            htmlFor={fieldId('otherAttachments')}
            className="text-sm font-semibold text-ink-900"
          >
            {t('quoteRequest.form.attachments')}
          </label>
          <p id={`${fieldId('otherAttachments')}-hint`} className="text-xs text-ink-600">
            {t('quoteRequest.form.attachmentsHint')}
          </p>
          <input
            ref={fileInputRef}
            id={fieldId('otherAttachments')}
            type="file"
            multiple
            accept={QUOTE_ATTACHMENT_ACCEPT}
            disabled={isSending}
            aria-describedby={`${fieldId('otherAttachments')}-hint`}
            onChange={(event) => onChooseFiles(event.currentTarget.files)}
            className="focus-ring w-full max-w-full min-w-0 text-sm text-ink-900 file:mr-3 file:rounded-md file:border-0 file:bg-ink-100 file:px-3 file:py-2 file:font-semibold"
          />
          <p aria-live="assertive" className="min-h-5 text-sm font-semibold text-red-700">
            {limit.reason ? (
              <>
                {t('quoteRequest.limitExceeded')}
                {/* A sentence of its own: no colon, whose spacing differs in French. */}
                <span className="sr-only">. {text(limit.reason)}</span>
              </>
            ) : null}
          </p>
          {errorOf('otherAttachments') ? (
            <p className="text-sm font-semibold text-red-700">{errorOf('otherAttachments')}</p>
          ) : null}
          {attachments.length ? (
            <ul className="grid gap-2">
              {attachments.map((file, index) => (
                <li
                  key={`${file.name}-${index}`}
                  className="flex items-center justify-between gap-3 rounded-md border border-ink-200 px-3 py-2 text-sm"
                >
                  <span className="min-w-0 break-all text-ink-950">{file.name}</span>
                  <button
                    type="button"
                    disabled={isSending}
                    onClick={() => onRemove(index)}
                    aria-label={t('quoteRequest.form.remove', { name: file.name })}
                    className={buttonClassName({ variant: 'link' })}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div role="alert" className="text-sm font-semibold text-red-700 empty:hidden">
          {failure ? text(failure) : null}
        </div>
        <div className="flex flex-wrap gap-3">
          <button type="submit" disabled={isSending} className={buttonClassName({ size: 'lg' })}>
            {isSending ? t('quoteRequest.form.uploading') : t('quoteRequest.form.submit')}
          </button>
          <button
            type="button"
            disabled={isSending}
            onClick={onCancel}
            className={buttonClassName({ variant: 'secondary', size: 'lg' })}
          >
            {t('quoteRequest.form.cancel')}
          </button>
        </div>
      </form>
    </section>
  );
}

export type QuoteAreaProps = Omit<QuotePanelProps, 'quoteFile' | 'onSubmitted'> & {
  /** The attached datasheet while the panel is open; null when it is closed. */
  quoteFile: File | null;
};

/**
 * The panel and its success toast, loaded together on the first Get a Quote (the toast's
 * live region stays in the page once the panel has been opened, so a closing panel's
 * 'Successfully Submitted' is still announced). Kept out of the builder's first script.
 */
export function QuoteArea({ quoteFile, onCancel, ...config }: QuoteAreaProps) {
  const t = useTranslator();
  const toast = useToast(TOAST_MS.medium);
  return (
    <>
      {quoteFile ? (
        <div className="mt-5">
          <QuotePanel
            {...config}
            quoteFile={quoteFile}
            onCancel={onCancel}
            onSubmitted={(documentId) => {
              toast.show(
                `${t('quoteRequest.form.success')}. ${t('quoteRequest.form.reference', { documentId })}`,
              );
              // The next request gets a new datasheet, with a new name (spec §4).
              onCancel();
            }}
          />
        </div>
      ) : null}
      <Toast message={toast.message} />
    </>
  );
}
