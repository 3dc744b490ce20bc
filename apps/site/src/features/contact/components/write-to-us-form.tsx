import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Locale } from '@lumen/i18n';
import { buttonClassName } from '@lumen/ui-kit/button-class-name';
import { cn } from '@lumen/ui-kit/cn';
import {
  CONTACT_COUNTRIES,
  CONTACT_LIMITS,
  CONTACT_SUBJECTS,
  type ContactField,
} from '@lumen/validation/contact-constants';
import type { CreateContactMessage } from '@lumen/validation/contact';
import { paths } from '@lumen/site-shell/config/paths.ts';
import { useTranslator } from '@lumen/site-shell/lib/i18n.tsx';
import { sendContactMessage } from '../utils/send-contact-message.ts';
import type { ContactErrors } from '../utils/validate-contact-message.ts';

const loadValidator = () => import('../utils/validate-contact-message.ts');

type Status = 'editing' | 'sending' | 'sent' | 'failed' | 'rate-limited';

/** The fields in the order the form shows them, for the error summary. */
const FIELD_ORDER: readonly ContactField[] = [
  'name',
  'email',
  'phone',
  'country',
  'subject',
  'message',
  'consent',
];

const INPUT =
  'focus-ring mt-1 block w-full rounded-md border border-ink-300 bg-white px-3 py-2 text-ink-950 aria-[invalid=true]:border-danger-600';

export type WriteToUsFormProps = {
  apiUrl: string;
  locale: Locale;
  successTitle: string;
  successMessage: string;
};

/**
 * The write-to-us form (issue 10 point 4). Checked on submit against the schema the API
 * uses; errors are listed in a summary that takes focus and is announced, and each field
 * names its own error (aria-describedby). A hidden honeypot catches form-filling bots.
 */
export function WriteToUsForm({
  apiUrl,
  locale,
  successTitle,
  successMessage,
}: WriteToUsFormProps) {
  const t = useTranslator();
  const [status, setStatus] = useState<Status>('editing');
  const [errors, setErrors] = useState<ContactErrors>({});
  const summaryRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // The success message replaces the form: focus moves to its heading once it is rendered.
  useEffect(() => {
    if (status === 'sent') successRef.current?.focus();
  }, [status]);

  const showErrors = (next: ContactErrors) => {
    setErrors(next);
    setStatus('editing');
    requestAnimationFrame(() => summaryRef.current?.focus());
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'sending') return;
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '');
    const message: CreateContactMessage = {
      name: text('name'),
      email: text('email'),
      phone: text('phone'),
      country: text('country') as CreateContactMessage['country'],
      subject: text('subject') as CreateContactMessage['subject'],
      message: text('message'),
      consent: (data.get('consent') === 'on') as true,
      locale,
      website: text('website') || undefined,
    };
    setStatus('sending');
    const { validateContactMessage } = await loadValidator();
    const checked = validateContactMessage(message);
    if (!checked.ok) return showErrors(checked.errors);
    const result = await sendContactMessage(apiUrl, message);
    if (result.kind === 'invalid') return showErrors(result.errors);
    setErrors({});
    setStatus(result.kind);
    if (result.kind === 'sent') formRef.current?.reset();
    else requestAnimationFrame(() => summaryRef.current?.focus());
  };

  if (status === 'sent') {
    return (
      <div role="status" className="rounded-lg border border-success-600 bg-success-50 p-6">
        <h2 ref={successRef} tabIndex={-1} className="text-xl font-semibold text-ink-950">
          {successTitle}
        </h2>
        <p className="mt-2 text-ink-800">{successMessage}</p>
        <button
          type="button"
          onClick={() => setStatus('editing')}
          className={`${buttonClassName({ variant: 'outline' })} mt-4`}
        >
          {t('contactForm.sendAnother')}
        </button>
      </div>
    );
  }

  const invalid = FIELD_ORDER.filter((f) => errors[f]);
  const errorId = (field: ContactField) => `contact-${field}-error`;
  const fieldError = (field: ContactField) =>
    errors[field] ? (
      <p id={errorId(field)} className="mt-1 text-sm font-medium text-danger-600">
        {t(errors[field])}
      </p>
    ) : null;
  const a11y = (field: ContactField) => ({
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? errorId(field) : undefined,
  });
  const label = (field: ContactField, text: ReactNode, isRequired = true) => (
    <label htmlFor={`contact-${field}`} className="block font-semibold text-ink-900">
      {text}
      {isRequired ? <span aria-hidden="true"> *</span> : null}
    </label>
  );

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="max-w-2xl space-y-5">
      <div ref={summaryRef} tabIndex={-1} role="alert" className="outline-none">
        {invalid.length > 0 ? (
          <div className="rounded-md border border-danger-600 bg-danger-50 p-4 text-ink-950">
            <p className="font-semibold">
              {t('contactForm.errorSummary', { count: invalid.length })}
            </p>
            <ul className="mt-2 list-disc pl-5">
              {invalid.map((field) => (
                <li key={field}>
                  <a href={`#contact-${field}`} className="underline">
                    {t(errors[field]!)}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : status === 'failed' || status === 'rate-limited' ? (
          <p className="rounded-md border border-danger-600 bg-danger-50 p-4 font-semibold text-ink-950">
            {t(status === 'failed' ? 'contactForm.failed' : 'contactForm.rateLimited')}
          </p>
        ) : null}
      </div>
      <p className="text-sm text-ink-700">{t('contactForm.required')}</p>
      <div>
        {label('name', t('contactForm.name'))}
        <input
          id="contact-name"
          name="name"
          type="text"
          autoComplete="name"
          required
          maxLength={CONTACT_LIMITS.name}
          className={INPUT}
          {...a11y('name')}
        />
        {fieldError('name')}
      </div>
      <div>
        {label('email', t('contactForm.email'))}
        <input
          id="contact-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={CONTACT_LIMITS.email}
          className={INPUT}
          {...a11y('email')}
        />
        {fieldError('email')}
      </div>
      <div>
        {label('phone', t('contactForm.phone'), false)}
        <input
          id="contact-phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          maxLength={CONTACT_LIMITS.phone}
          className={INPUT}
          {...a11y('phone')}
        />
        {fieldError('phone')}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          {label('country', t('contactForm.country'))}
          <select
            id="contact-country"
            name="country"
            required
            defaultValue=""
            className={INPUT}
            {...a11y('country')}
          >
            <option value="" disabled>
              {t('contactForm.countryPlaceholder')}
            </option>
            {CONTACT_COUNTRIES.map((c) => (
              <option key={c} value={c}>
                {t(`contactForm.country.${c}`)}
              </option>
            ))}
          </select>
          {fieldError('country')}
        </div>
        <div>
          {label('subject', t('contactForm.subject'))}
          <select
            id="contact-subject"
            name="subject"
            required
            defaultValue=""
            className={INPUT}
            {...a11y('subject')}
          >
            <option value="" disabled>
              {t('contactForm.subjectPlaceholder')}
            </option>
            {CONTACT_SUBJECTS.map((s) => (
              <option key={s} value={s}>
                {t(`contactForm.subject.${s}`)}
              </option>
            ))}
          </select>
          {fieldError('subject')}
        </div>
      </div>
      <div>
        {label('message', t('contactForm.message'))}
        <textarea
          id="contact-message"
          name="message"
          required
          rows={7}
          maxLength={CONTACT_LIMITS.message}
          className={INPUT}
          {...a11y('message')}
        />
        {fieldError('message')}
      </div>
      {/* The honeypot: off-screen and out of the tab order, so only a bot fills it. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">{t('contactForm.honeypot')}</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <div>
        <div className="flex items-start gap-3">
          <input
            id="contact-consent"
            name="consent"
            type="checkbox"
            required
            className="focus-ring mt-1 size-5 shrink-0 accent-ink-900"
            {...a11y('consent')}
          />
          <label htmlFor="contact-consent" className="text-ink-900">
            {t('contactForm.consent')}
            <span aria-hidden="true"> *</span>
          </label>
        </div>
        <p className="mt-1 pl-8 text-sm">
          <Link
            to={paths.privacyPolicy.getHref()}
            prefetch="intent"
            className="focus-ring rounded text-ink-950 underline"
          >
            {t('contactForm.privacyLink')}
          </Link>
        </p>
        {fieldError('consent')}
      </div>
      <button
        type="submit"
        aria-disabled={status === 'sending'}
        className={cn(
          buttonClassName({ variant: 'primary' }),
          status === 'sending' && 'opacity-70',
        )}
      >
        {status === 'sending' ? t('contactForm.sending') : t('contactForm.submit')}
      </button>
    </form>
  );
}
