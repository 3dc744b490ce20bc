import { useId, useState } from 'react';
import { CreateStaffSchema, type StaffPassword } from '@lumen/validation/staff';
import { STAFF_ROLES } from '@lumen/validation/staff-constants';
import { buttonClassName } from '@lumen/ui-kit/button-class-name';
import { useToast } from '#src/components/toast.tsx';
import { ROLE_LABELS } from '#src/lib/roles.ts';
import { useCreateStaff } from '../api/create-staff.ts';
import { apiFieldErrors, schemaFieldErrors, type FieldErrors } from '#src/lib/field-errors.ts';
import { INPUT } from '#src/components/input-class.ts';

const EMPTY = { userName: '', displayName: '', role: '' };

/**
 * A new account: user name, display name and role; the API generates the password. Checked
 * with the API's own schema before it is sent; what is typed stays when either refuses.
 */
export function CreateStaffForm({ onCreated }: { onCreated: (created: StaffPassword) => void }) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const mutation = useCreateStaff();
  const toast = useToast();
  const id = useId();

  const field = (name: keyof typeof EMPTY) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    onChange: (e: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: e.target.value })),
  });
  const errorOf = (name: keyof typeof EMPTY) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="text-sm text-danger-600">
        {errors[name]}
      </p>
    ) : null;

  return (
    <form
      noValidate
      aria-labelledby={`${id}-heading`}
      className="grid gap-4 rounded-lg border border-ink-200 bg-white p-5 shadow-sm sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = CreateStaffSchema.safeParse(values);
        if (!parsed.success) {
          const found = schemaFieldErrors(parsed.error);
          setErrors(found);
          // Straight to the first field to fix; its message is its description.
          const first = (['userName', 'displayName', 'role'] as const).find((n) => found[n]);
          if (first) document.getElementById(`${id}-${first}`)?.focus();
          return;
        }
        setErrors({});
        mutation.mutate(parsed.data, {
          onSuccess: (created) => {
            setValues(EMPTY);
            toast(`Account ${created.account.userName} created`, { tone: 'success' });
            onCreated(created);
          },
          onError: (error) => setErrors(apiFieldErrors(error, 'userName')),
        });
      }}
    >
      <h2
        id={`${id}-heading`}
        className="font-display text-lg font-semibold sm:col-span-2 lg:col-span-4"
      >
        Create an account
      </h2>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-userName`} className="text-sm font-medium">
          User name
        </label>
        <input
          {...field('userName')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          className={INPUT}
        />
        {errorOf('userName')}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-displayName`} className="text-sm font-medium">
          Display name
        </label>
        <input {...field('displayName')} autoComplete="off" className={INPUT} />
        {errorOf('displayName')}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-role`} className="text-sm font-medium">
          Role
        </label>
        <select {...field('role')} className={INPUT}>
          <option value="">Choose a role</option>
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </select>
        {errorOf('role')}
      </div>
      <div className="flex flex-col justify-end gap-1">
        <button
          type="submit"
          className={buttonClassName({ variant: 'primary' })}
          disabled={mutation.isPending}
        >
          {mutation.isPending ? 'Creating…' : 'Create account'}
        </button>
      </div>
      <p
        role="alert"
        className="text-sm font-medium text-danger-600 empty:hidden sm:col-span-2 lg:col-span-4"
      >
        {errors[''] ?? ''}
      </p>
      <p className="text-sm text-ink-600 sm:col-span-2 lg:col-span-4">
        User names are 3 to 64 lower-case letters, digits, dots, hyphens or underscores. A password
        is generated and shown once.
      </p>
    </form>
  );
}
