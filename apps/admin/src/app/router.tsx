import { createBrowserRouter, Navigate } from 'react-router';
import { DashboardPage } from '#src/features/dashboard/dashboard-page.tsx';
import { SignInPage } from '#src/features/sign-in/sign-in-page.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { RequireCard } from './require-card.tsx';
import { SignedInLayout, useStaffSession } from './signed-in-layout.tsx';
import { ACCOUNT_PATH, AccountScreen, SCREENS } from './screens.tsx';

function Dashboard() {
  return <DashboardPage session={useStaffSession()} />;
}

/**
 * The console's addresses (spec §2.5, §7). /admin-new is the older login, /admin-dashboard is where some old screens sent
 * people after logout; it is the dashboard. Each list screen is its own chunk, loaded when
 * first opened.
 */
export function createRouter() {
  return createBrowserRouter([
    { path: '/admin-login', element: <SignInPage /> },
    // The older login address of spec §2.5: the same sign-in.
    { path: '/admin-new', element: <SignInPage /> },
    // Spec §2.3: the garden promo's login is the same staff sign-in, then its list.
    { path: '/garden-login', element: <SignInPage defaultNext="/garden-promo" /> },
    { path: '/', element: <Navigate replace to="/admin" /> },
    { path: '/admin-dashboard', element: <Navigate replace to="/admin" /> },
    {
      element: <SignedInLayout />,
      children: [
        { path: '/admin', element: <Dashboard /> },
        // Every role's own account (its password): no card needed.
        { path: ACCOUNT_PATH, element: <AccountScreen /> },
        ...SCREENS.map(({ path, card, Screen }) => ({
          path,
          element: (
            <RequireCard card={card}>
              <Screen />
            </RequireCard>
          ),
        })),
      ],
    },
    { path: '*', element: <NotFoundPage /> },
  ]);
}
