import { useState } from 'react';
import { useTranslator } from '@lumen/site-shell/lib/i18n.tsx';
import { ZIIGNA_TEXT_MAX_MESSAGE } from '@lumen/validation/ziigna-builder';

type LimitedTextFieldProps = {
  id: string;
  label: string;
  hint?: string | undefined;
  value: string;
  max: number;
  /** Keeps the text (cut at `max`) and says whether it had to be cut. */
  onChange: (text: string) => boolean;
};

/**
 * A builder text field: what is typed past the limit is cut at once and the spec's message
 * ('Maximum 20 characters allowed') says why, until the next change that fits. No maxLength
 * attribute: the browser would stop the typing silently, and count UTF-16 units besides.
 */
export function LimitedTextField({ id, label, hint, value, max, onChange }: LimitedTextFieldProps) {
  const t = useTranslator();
  const [isCut, setIsCut] = useState(false);
  const hintId = `${id}-hint`;
  const messageId = `${id}-message`;
  return (
    <div className="mt-4 flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink-900">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-xs text-ink-700">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        type="text"
        value={value}
        autoComplete="off"
        aria-describedby={[hint ? hintId : null, messageId].filter(Boolean).join(' ')}
        onChange={(e) => setIsCut(onChange(e.currentTarget.value))}
        className="focus-ring block w-full rounded-md border border-ink-300 bg-white px-3 py-2.5 text-base text-ink-950"
      />
      <p id={messageId} aria-live="polite" className="min-h-5 text-sm font-semibold text-red-700">
        {isCut ? t(ZIIGNA_TEXT_MAX_MESSAGE, { max }) : ''}
      </p>
    </div>
  );
}
