import { PageTitle } from '#src/components/page-title.tsx';
import { env } from '#src/config/env.ts';
import { useStaffSession } from '#src/hooks/use-staff-session.ts';
import { ExpressEntryForm } from './components/express-entry-form.tsx';
import { ExpressEntryList } from './components/express-entry-list.tsx';

/**
 * /express-campaign 'Express Campaign' (spec §2.2; ASMs and admins): the time-trial entry
 * form, with a link to the public leaderboard where the times appear. Who may choose the ASM
 * and correct or withdraw entries is the session's express-entries card, the API's own rule.
 */
export function ExpressCampaignPage() {
  const session = useStaffSession();
  const isEntryAdmin = session.cards.includes('express-entries');
  return (
    <>
      <PageTitle
        actions={
          <a
            href={`${env.publicSiteUrl}/express-leaderboard`}
            target="_blank"
            rel="noopener noreferrer"
            className="focus-ring rounded-sm font-semibold text-ink-900 underline underline-offset-4 hover:text-brand-700"
          >
            Leaderboard<span className="sr-only"> (opens in a new tab)</span>
          </a>
        }
      >
        Express Campaign
      </PageTitle>
      <ExpressEntryForm asm={{ canChoose: isEntryAdmin, ownName: session.user.displayName }} />
      {isEntryAdmin ? <ExpressEntryList /> : null}
    </>
  );
}
