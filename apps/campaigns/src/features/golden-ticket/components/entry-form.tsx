import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { Messages } from '@lumen/i18n/messages';
import { buttonClassName } from '@lumen/ui-kit/button-class-name';
import { cn } from '@lumen/ui-kit/cn';
import { paths } from '@lumen/site-shell/config/paths.ts';
import { TextField } from '#src/components/text-field.tsx';
import { Toast, TOAST_MS, useToast } from '#src/components/toast.tsx';
import { useOnDemand } from '#src/hooks/use-on-demand.ts';
import { GOLDEN_TICKET_COPY as COPY } from '../copy.ts';
import { GOLDEN_TICKET_MESSAGES } from '@lumen/validation/promotions-constants';
import {
  EMPTY_ENTRY,
  ENTRY_FIELDS,
  isEntryComplete,
  type EntryField,
  type EntryValues,
} from '../utils/entry-form.ts';
import { saveInstantDrawPayload } from '../utils/instant-draw-payload.ts';
import { issueText } from '../utils/issue-text.ts';

/** The schema's check and the POST that reads the answer with it: zod, so loaded on demand. */
const loadEntryRules = () =>
  Promise.all([import('../utils/check-entry.ts'), import('../api/post-entry.ts')]).then(
    ([{ checkEntry }, { postGoldenTicketEntry }]) => ({ checkEntry, postGoldenTicketEntry }),
  );

/** Whether entries can be sent: the loader's answer from GET /promotions/golden-ticket/current. */
export type EntryAvailability = 'open' | 'closed' | 'none' | 'unknown';

type EntryFormProps = {
  availability: EntryAvailability;
  /**
   * When the run stops taking entries (ISO). A page left open past it shows the closed
   * message on submit, as one loaded afterwards does; the API refuses such entries anyway.
   */
  closesAt?: string | undefined;
  /** Where the browser reaches the API (PUBLIC_API_URL, from the root data). */
  apiUrl: string;
  messages: Messages | undefined;
};

/**
 * The entry form (spec §2.1, §4, §5, §8). Submit is enabled once every field is filled and
 * the box ticked, and stays disabled from submit until an error comes back. A closed run shows
 * the closed message without calling the server. The schema loads on the first focus, input
 * or pointer down in the form (useOnDemand), so it is not in the page's first script.
 */
export function EntryForm({ availability, closesAt, apiUrl, messages }: EntryFormProps) {
  const navigate = useNavigate();
  const toast = useToast(TOAST_MS.medium);
  const [values, setValues] = useState<EntryValues>(EMPTY_ENTRY);
  const [errors, setErrors] = useState<Partial<Record<EntryField, string>>>({});
  const [isSubmitting, setIsSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const text = (message: string) => issueText(messages, message);
  const rules = useOnDemand(loadEntryRules);

  const set = <K extends EntryField>(field: K, value: EntryValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    // A corrected field's message goes at once; new ones appear on leaving it or on submit.
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  };

  const checkField = (field: EntryField) =>
    rules.whenLoaded(({ checkEntry }) => {
      const check = checkEntry(values);
      const message = check.ok ? undefined : check.errors[field];
      setErrors(({ [field]: _, ...rest }) => (message ? { ...rest, [field]: message } : rest));
    });

  const focusFirstInvalid = (fields: Partial<Record<EntryField, string>>) => {
    const first = ENTRY_FIELDS.find((f) => fields[f]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting || !isEntryComplete(values)) return;
    const isClosed =
      availability === 'closed' || (!!closesAt && Date.now() >= Date.parse(closesAt));
    if (isClosed || availability === 'none') {
      toast.show(
        text(isClosed ? GOLDEN_TICKET_MESSAGES.closed : GOLDEN_TICKET_MESSAGES.noPromotion),
      );
      return;
    }
    let loaded = rules.loaded;
    if (!loaded) {
      // Sent before the rules arrived: busy meanwhile, so it cannot be sent twice.
      setIsSubmitting(true);
      loaded = await rules.load().catch(() => undefined);
      setIsSubmitting(false);
      if (!loaded) {
        toast.show(COPY.fallbackError);
        return;
      }
    }
    const check = loaded.checkEntry(values);
    if (!check.ok) {
      setErrors(check.errors);
      focusFirstInvalid(check.errors);
      return;
    }
    setIsSubmitting(true);
    const outcome = await loaded.postGoldenTicketEntry(apiUrl, check.entry, COPY.fallbackError);
    if (outcome.kind === 'instantDraw') {
      saveInstantDrawPayload(window.localStorage, {
        goldenSerialNumber: check.entry.goldenSerialNumber,
        email: check.entry.email,
        status: outcome.win,
      });
      await navigate(paths.campaigns.goldenTicket.instantDraw.getHref());
      return;
    }
    if (outcome.kind === 'noInstantDraw') {
      await navigate(paths.campaigns.goldenTicket.winners.getHref());
      return;
    }
    setIsSubmitting(false);
    const fieldErrors = Object.fromEntries(
      Object.entries(outcome.fieldErrors).filter(([f]) => ENTRY_FIELDS.includes(f as EntryField)),
    ) as Partial<Record<EntryField, string>>;
    setErrors(fieldErrors);
    toast.show(text(outcome.message));
  };

  const field = (
    name: Exclude<EntryField, 'marketingAgreement'>,
    label: string,
    extra: { type?: string; autoComplete?: string; hint?: string } = {},
  ) => (
    <TextField
      id={`${id}-${name}`}
      name={name}
      label={label}
      type={extra.type}
      autoComplete={extra.autoComplete}
      hint={extra.hint}
      value={values[name]}
      error={errors[name] && text(errors[name])}
      onChange={(value) => set(name, value)}
      onBlur={() => {
        if (values[name] !== '') checkField(name);
      }}
    />
  );

  const agreementError = errors.marketingAgreement;
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
        className="flex flex-col gap-5"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          {field('firstname', COPY.firstName, { autoComplete: 'given-name' })}
          {field('lastname', COPY.lastName, { autoComplete: 'family-name' })}
        </div>
        {field('email', COPY.email, { type: 'email', autoComplete: 'email' })}
        {field('goldenSerialNumber', COPY.serialNumber, {
          autoComplete: 'off',
          hint: COPY.serialHint,
        })}
        <div className="flex flex-col gap-1.5">
          <div className="flex items-start gap-3">
            <input
              id={`${id}-marketingAgreement`}
              name="marketingAgreement"
              type="checkbox"
              required
              checked={values.marketingAgreement}
              aria-invalid={agreementError ? true : undefined}
              aria-describedby={agreementError ? `${id}-marketingAgreement-error` : undefined}
              onChange={(e) => set('marketingAgreement', e.currentTarget.checked)}
              className="focus-ring mt-1 size-5 shrink-0 accent-brand-600"
            />
            <label htmlFor={`${id}-marketingAgreement`} className="text-sm text-ink-800">
              {COPY.agreement}
            </label>
          </div>
          {agreementError ? (
            <p id={`${id}-marketingAgreement-error`} className="text-sm font-semibold text-red-700">
              {text(agreementError)}
            </p>
          ) : null}
        </div>
        <button
          type="submit"
          disabled={isSubmitting || !isEntryComplete(values)}
          className={cn(buttonClassName({ variant: 'primary', size: 'lg' }), 'self-start')}
        >
          {isSubmitting ? COPY.submitting : COPY.submit}
        </button>
      </form>
      <Toast message={toast.message} />
    </>
  );
}
