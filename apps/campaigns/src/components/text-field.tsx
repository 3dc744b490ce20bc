const INPUT =
  'focus-ring block w-full rounded-md border border-ink-300 bg-white px-3 py-2.5 text-base text-ink-950 aria-invalid:border-red-700';

type TextFieldProps = {
  /** The input's id; its hint and message ids derive from it. */
  id: string;
  name: string;
  label: string;
  value: string;
  /** The field's message, already as text; it marks the input invalid and describes it. */
  error?: string | undefined;
  hint?: string | undefined;
  type?: string | undefined;
  autoComplete?: string | undefined;
  disabled?: boolean | undefined;
  onChange: (value: string) => void;
  onBlur?: (() => void) | undefined;
};

/**
 * A labelled, required text input with its hint and message, as the promotion forms show them
 * (the spec's messages under the field). Screen readers hear the hint and the message with the
 * field, through aria-describedby.
 */
export function TextField({
  id,
  name,
  label,
  value,
  error,
  hint,
  type = 'text',
  autoComplete,
  disabled,
  onChange,
  onBlur,
}: TextFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink-900">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-xs text-ink-600">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(e) => onChange(e.currentTarget.value)}
        onBlur={onBlur}
        className={INPUT}
      />
      {error ? (
        <p id={errorId} className="text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
