import { PageTitle } from '#src/components/page-title.tsx';
import { env } from '#src/config/env.ts';
import { ExpressEntryForm } from './components/express-entry-form.tsx';

/**
 * /express-campaign 'Express Campaign' (spec §2.2; issue 14 point 3; ASMs and admins): the
 * time-trial entry form, with a link to the public leaderboard where the times appear.
 */
export function ExpressCampaignPage() {
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
      <ExpressEntryForm />
    </>
  );
}
