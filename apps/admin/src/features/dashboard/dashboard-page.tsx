import type { StaffSession } from '@lumen/validation/staff';
import { PageTitle } from '#src/components/page-title.tsx';
import { CARDS } from '#src/lib/cards.ts';

const CARD = 'flex h-full flex-col gap-2 rounded-lg border border-ink-200 bg-white p-5 shadow-sm';

/**
 * /admin (spec §2.5): the cards the signed-in role may open, in the spec's order. Cards open
 * in a new tab, as the spec's did: a screen of this console, or a page of the public website.
 */
export function DashboardPage({ session }: { session: StaffSession }) {
  return (
    <>
      <PageTitle>Dashboard</PageTitle>
      <p className="mb-6 text-ink-700">
        Signed in as <strong>{session.user.displayName}</strong> ({session.user.userName}).
      </p>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Dashboard cards">
        {session.cards.map((card) => {
          const info = CARDS[card];
          const href = info.link.kind === 'screen' ? info.link.path : info.link.url;
          return (
            <li key={card}>
              <a
                href={href}
                target="_blank"
                rel="noopener"
                className={`${CARD} focus-ring transition-colors hover:border-brand-600`}
              >
                <span className="font-display text-lg font-semibold">{info.title}</span>
                <span className="text-sm text-ink-700">{info.description}</span>
                <span className="mt-auto text-sm text-ink-600">
                  Opens in a new tab
                  {info.link.kind === 'public' ? ' (public website)' : ''}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </>
  );
}
