import { useId, useState } from 'react';
import { ChangePasswordFormSchema } from '@lumen/validation/staff';
import { STAFF_LIMITS } from '@lumen/validation/staff-constants';
import { buttonClassName } from '@lumen/ui-kit/button-class-name';
import { INPUT } from '#src/components/input-class.ts';
import { useToast } from '#src/components/toast.tsx';
import { apiFieldErrors, schemaFieldErrors, type FieldErrors } from '#src/lib/field-errors.ts';
import { useChangePassword } from '../api/change-password.ts';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };
type Field = keyof typeof EMPTY;
const FIELDS: { name: Field; label: string; autoComplete: string }[] = [
  { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'New password again', autoComplete: 'new-password' },
];

/**
 * The signed-in account's own password: the current one, and the new one twice. Checked with
 * the API's schema first; the API checks the current password and says so on its field.
 * The fields are emptied once it is changed, so no password stays on the screen.
 */
export function ChangePasswordForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const mutation = useChangePassword();
  const toast = useToast();
  const id = useId();
  const focusFirst = (found: FieldErrors) => {
    const first = FIELDS.find((f) => found[f.name]);
    if (first) document.getElementById(`${id}-${first.name}`)?.focus();
  };

  return (
    <form
      noValidate
      aria-labelledby={`${id}-heading`}
      className="grid max-w-md gap-4 rounded-lg border border-ink-200 bg-white p-5 shadow-sm"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = ChangePasswordFormSchema.safeParse(values);
        if (!parsed.success) {
          const found = schemaFieldErrors(parsed.error);
          setErrors(found);
          focusFirst(found);
          return;
        }
        setErrors({});
        const { currentPassword, newPassword } = parsed.data;
        mutation.mutate(
          { currentPassword, newPassword },
          {
            onSuccess: () => {
              setValues(EMPTY);
              toast('Your password is changed. Your other sessions were signed out.', {
                tone: 'success',
              });
            },
            onError: (error) => {
              const found = apiFieldErrors(error);
              setErrors(found);
              focusFirst(found);
            },
          },
        );
      }}
    >
      <h2 id={`${id}-heading`} className="font-display text-lg font-semibold">
        Change your password
      </h2>
      {FIELDS.map(({ name, label, autoComplete }) => (
        <div key={name} className="flex flex-col gap-1">
          <label htmlFor={`${id}-${name}`} className="text-sm font-medium">
            {label}
          </label>
          <input
            id={`${id}-${name}`}
            name={name}
            type="password"
            autoComplete={autoComplete}
            value={values[name]}
            aria-invalid={errors[name] ? true : undefined}
            aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
            onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
            className={INPUT}
          />
          {errors[name] ? (
            <p id={`${id}-${name}-error`} className="text-sm text-danger-600">
              {errors[name]}
            </p>
          ) : null}
        </div>
      ))}
      <p className="text-sm text-ink-600">
        At least {STAFF_LIMITS.newPasswordMin} characters; a few words make a good one. Your other
        sessions are signed out; this one stays.
      </p>
      <p role="alert" className="text-sm font-medium text-danger-600 empty:hidden">
        {errors[''] ?? ''}
      </p>
      <button
        type="submit"
        className={buttonClassName({ variant: 'primary' })}
        disabled={mutation.isPending}
      >
        {mutation.isPending ? 'Changing…' : 'Change password'}
      </button>
    </form>
  );
}
