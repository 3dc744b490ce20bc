import { useId, type ReactNode } from 'react';

/** A label above its control, with the control's message (if any) below it. */
export function Field({
  label,
  htmlFor,
  error,
  children,
}: {
  label: string;
  htmlFor: string;
  error: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={htmlFor} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {error}
    </div>
  );
}

/**
 * Ids and messages for a form's fields: each control's props (`described`) tie it to the
 * message `errorOf` renders below it, so a screen reader reads why the field is refused.
 */
export function useFieldMessages(errors: Readonly<Record<string, string | undefined>>) {
  const id = useId();
  const fieldId = (path: string) => `${id}-${path}`;
  const described = (path: string) => ({
    id: fieldId(path),
    'aria-invalid': errors[path] ? true : undefined,
    'aria-describedby': errors[path] ? `${fieldId(path)}-error` : undefined,
  });
  const errorOf = (path: string) =>
    errors[path] ? (
      <p id={`${fieldId(path)}-error`} className="text-sm text-danger-600">
        {errors[path]}
      </p>
    ) : null;
  return { fieldId, described, errorOf };
}
