import { useId, type ReactNode } from 'react';
import { Form } from 'react-router';
import { buttonClassName } from '@lumen/ui-kit/button-class-name';
import { useTranslator } from '@lumen/site-shell/lib/i18n.tsx';

export type KeywordSearchFormProps = {
  /** The list page the form reloads (its GET parameters are the form's fields). */
  action: string;
  /** The search field's parameter name and current value. */
  name: string;
  value: string;
  label: string;
  placeholder?: string | null;
  /** Other state the search keeps (hidden inputs), and extra filters (selects). */
  hidden?: Record<string, string | readonly string[] | null | undefined>;
  children?: ReactNode;
};

/**
 * A list page's keyword search as a GET form: it works before the page is interactive, and
 * once it is, React Router submits it as a client-side navigation. A new search starts at
 * page 1, since `page` is never one of its fields.
 */
export function KeywordSearchForm({
  action,
  name,
  value,
  label,
  placeholder,
  hidden = {},
  children,
}: KeywordSearchFormProps) {
  const t = useTranslator();
  const inputId = useId();
  return (
    <Form
      method="get"
      action={action}
      role="search"
      // Named, so it is not confused with the header's product search landmark.
      aria-label={label}
      className="flex flex-wrap items-end gap-3"
    >
      {Object.entries(hidden).flatMap(([key, v]) =>
        (Array.isArray(v) ? v : v ? [v] : []).map((one: string) => (
          <input key={`${key}=${one}`} type="hidden" name={key} value={one} />
        )),
      )}
      <div className="flex min-w-0 flex-1 basis-64 flex-col gap-1">
        <label htmlFor={inputId} className="text-sm font-semibold text-ink-800">
          {label}
        </label>
        <input
          // A new address (back button, a link) shows its own search text.
          key={value}
          id={inputId}
          type="search"
          name={name}
          defaultValue={value}
          placeholder={placeholder ?? undefined}
          className="focus-ring h-11 rounded-md border border-ink-300 bg-white px-3 text-base text-ink-950"
        />
      </div>
      {children}
      <button type="submit" className={buttonClassName()}>
        {t('common.search')}
      </button>
    </Form>
  );
}
