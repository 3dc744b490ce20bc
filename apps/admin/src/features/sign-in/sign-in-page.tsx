import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { SignInSchema, StaffSessionSchema, type StaffSession } from '@lumen/validation/staff';
import { buttonClassName } from '@lumen/ui-kit/button-class-name';
import { Loading } from '@lumen/ui-kit/spinner';
import { PageTitle } from '#src/components/page-title.tsx';
import { TOAST_MS, useToast } from '#src/components/toast.tsx';
import { ApiError, apiJson } from '#src/lib/api-client.ts';
import { messageText } from '#src/lib/messages.ts';
import { sessionQueryOptions, useSession } from '#src/hooks/use-session.ts';

const INPUT =
  'focus-ring h-11 w-full rounded-md border border-ink-300 bg-white px-3 text-base ' +
  'aria-invalid:border-danger-600';

/** Only a path of this console: `next` comes from the address and must not lead elsewhere. */
export function safeNext(next: string | null, fallback = '/admin'): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\')
    ? next
    : fallback;
}

async function signIn(body: { userName: string; password: string }): Promise<StaffSession> {
  return apiJson(StaffSessionSchema, '/auth/sign-in', { method: 'POST', body });
}

type SignInPageProps = {
  /** The screen's heading: the console's 'Please Login', or the draw tool's own. */
  title?: string;
  /** Where to go after signing in when the address names no `next`. */
  defaultNext?: string;
  /** Spec §8: the draw login says 'Wrong credentials' where the console's login names both fields. */
  wrongCredentialsText?: string;
};

/**
 * /admin-login (spec §2.5 'Please Login'), the draw tool's login on /goldenticketdraw, and
 * /garden-login (§2.3), which goes on to the garden promo list. The API checks the password
 * (argon2id) and sets an HttpOnly session cookie; nothing about the account is kept in the browser. Any failure
 * reads 'Invalid user name or password' (toast 1.5 s, spec §8, and under the form).
 */
export function SignInPage({
  title = 'Please Login',
  defaultNext = '/admin',
  wrongCredentialsText,
}: SignInPageProps = {}) {
  const session = useSession();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'), defaultNext);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [isPasswordShown, setPasswordShown] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const ids = { user: useId(), password: useId(), error: useId() };

  const mutation = useMutation({
    mutationFn: signIn,
    onSuccess: (view) => {
      queryClient.setQueryData(sessionQueryOptions().queryKey, view);
      void navigate(next, { replace: true });
    },
    onError: (error) => {
      const text =
        error instanceof ApiError
          ? wrongCredentialsText && error.status === 401
            ? wrongCredentialsText
            : error.message
          : 'Sign-in failed. Try again in a moment.';
      if (error instanceof ApiError && error.issues.length > 0) {
        setFieldErrors(Object.fromEntries(error.issues.map((i) => [i.field, i.message])));
      }
      setFormError(text);
      toast(text, { tone: 'error', durationMs: TOAST_MS.short });
    },
  });

  if (session.data) return <Navigate replace to={next} />;
  if (session.isPending)
    return (
      <main className="mx-auto max-w-md px-4 py-16">
        <Loading label="Loading…" />
      </main>
    );

  return (
    <main className="mx-auto max-w-md px-4 py-16">
      <p className="mb-2 text-sm font-semibold tracking-wide text-ink-600 uppercase">
        Lumen staff console
      </p>
      <PageTitle>{title}</PageTitle>
      <form
        noValidate
        className="flex flex-col gap-4 rounded-lg border border-ink-200 bg-white p-6 shadow-sm"
        aria-describedby={formError ? ids.error : undefined}
        onSubmit={(event) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          const parsed = SignInSchema.safeParse({
            userName: data.get('userName'),
            password: data.get('password'),
          });
          setFormError(null);
          if (!parsed.success) {
            setFieldErrors(
              Object.fromEntries(
                parsed.error.issues.map((i) => [String(i.path[0]), messageText(i.message)]),
              ),
            );
            return;
          }
          setFieldErrors({});
          mutation.mutate(parsed.data);
        }}
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.user} className="text-sm font-medium">
            User name
          </label>
          <input
            id={ids.user}
            name="userName"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            className={INPUT}
            aria-invalid={fieldErrors.userName ? true : undefined}
            aria-describedby={fieldErrors.userName ? `${ids.user}-error` : undefined}
          />
          {fieldErrors.userName ? (
            <p id={`${ids.user}-error`} className="text-sm text-danger-600">
              {fieldErrors.userName}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.password} className="text-sm font-medium">
            Password
          </label>
          <div className="flex gap-2">
            <input
              id={ids.password}
              name="password"
              type={isPasswordShown ? 'text' : 'password'}
              autoComplete="current-password"
              required
              className={INPUT}
              aria-invalid={fieldErrors.password ? true : undefined}
              aria-describedby={fieldErrors.password ? `${ids.password}-error` : undefined}
            />
            <button
              type="button"
              className={buttonClassName({ variant: 'outline' })}
              aria-pressed={isPasswordShown}
              aria-controls={ids.password}
              onClick={() => setPasswordShown((shown) => !shown)}
            >
              {isPasswordShown ? 'Hide' : 'Show'}
              <span className="sr-only"> password</span>
            </button>
          </div>
          {fieldErrors.password ? (
            <p id={`${ids.password}-error`} className="text-sm text-danger-600">
              {fieldErrors.password}
            </p>
          ) : null}
        </div>
        <p id={ids.error} role="alert" className="text-sm font-medium text-danger-600 empty:hidden">
          {formError ?? ''}
        </p>
        <button
          type="submit"
          className={buttonClassName({ variant: 'primary', size: 'lg' })}
          disabled={mutation.isPending}
        >
          {mutation.isPending ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </main>
  );
}
