import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { StaffCard } from '@lumen/validation/staff-constants';
import { PageTitle } from '#src/components/page-title.tsx';
import { useStaffSession } from './signed-in-layout.tsx';

/**
 * Shows a screen only to roles whose dashboard has its card. This hides what the API would
 * refuse anyway (403); it is not the protection.
 */
export function RequireCard({ card, children }: { card: StaffCard; children: ReactNode }) {
  const session = useStaffSession();
  if (session.cards.includes(card)) return children;
  return (
    <>
      <PageTitle>Not allowed</PageTitle>
      <p>Your role does not allow this screen.</p>
      <p className="mt-4">
        <Link className="focus-ring underline" to="/admin">
          Back to the dashboard
        </Link>
      </p>
    </>
  );
}
