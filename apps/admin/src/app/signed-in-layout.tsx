import { Suspense } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { buttonClassName } from '@lumen/ui-kit/button-class-name';
import { ListStatus } from '#src/components/list-status.tsx';
import { useSession } from '#src/hooks/use-session.ts';
import { useSignOut } from '#src/hooks/use-sign-out.ts';
import { SignInPage } from '#src/features/sign-in/sign-in-page.tsx';
import { ROLE_LABELS } from '#src/lib/roles.ts';
import { ACCOUNT_PATH } from './screens.tsx';
import { DRAW_TOOL_PATH, signInPathFor } from './sign-in-routes.ts';

// Kept here too: the router and require-card read it from the layout.
export { useStaffSession } from '#src/hooks/use-staff-session.ts';

/**
 * Every screen but the login: asks the API who is signed in each time a screen opens. Nobody
 * (or an ended session) goes to /admin-login (spec §8), or to the draw tool's own login for
 * the golden ticket screens (app/sign-in-routes.ts), which come back here after sign-in.
 */
export function SignedInLayout() {
  const session = useSession();
  const location = useLocation();
  const signInPath = signInPathFor(location.pathname);
  const signOut = useSignOut(signInPath);

  if (session.isPending)
    return (
      <main className="mx-auto max-w-6xl px-4 py-10">
        <ListStatus state="loading" />
      </main>
    );
  if (session.isError)
    return (
      <main className="mx-auto max-w-6xl px-4 py-10">
        <ListStatus state="error" onRetry={() => void session.refetch()}>
          {session.error.message}
        </ListStatus>
      </main>
    );
  if (!session.data) {
    // Spec §2.1: the draw tool's address shows its login itself, then the tool.
    if (location.pathname === DRAW_TOOL_PATH)
      return (
        <SignInPage
          title="Golden Ticket Draw Login"
          defaultNext={DRAW_TOOL_PATH}
          wrongCredentialsText="Wrong credentials"
        />
      );
    const next = location.pathname + location.search;
    return <Navigate replace to={`${signInPath}?next=${encodeURIComponent(next)}`} />;
  }

  const { user } = session.data;
  return (
    <>
      <a
        href="#main"
        className="focus-ring sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <header className="surface-dark bg-header text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <Link to="/admin" className="focus-ring font-display text-lg font-bold">
            Lumen staff console
          </Link>
          <div className="flex items-center gap-3">
            <p className="rounded-full bg-white/10 px-3 py-1 text-sm" data-testid="user-badge">
              <span className="font-semibold">{user.displayName}</span>
              <span className="text-ink-200"> · {ROLE_LABELS[user.role]}</span>
            </p>
            <Link
              to={ACCOUNT_PATH}
              className="focus-ring rounded-sm text-sm underline underline-offset-4"
            >
              Change password
            </Link>
            <button
              type="button"
              className={buttonClassName({ variant: 'inverse', size: 'sm' })}
              disabled={signOut.isPending}
              onClick={() => signOut.mutate()}
            >
              Logout
            </button>
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-6xl px-4 py-8">
        {/* A screen's chunk loads under the header, which stays. */}
        <Suspense fallback={<ListStatus state="loading" />}>
          <Outlet context={session.data} />
        </Suspense>
      </main>
    </>
  );
}
