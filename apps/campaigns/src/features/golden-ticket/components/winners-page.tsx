import { AppLink } from '@lumen/site-shell/components/app-link.tsx';
import { paths } from '@lumen/site-shell/config/paths.ts';
import { GOLDEN_TICKET_COPY } from '../copy.ts';
import type { GoldenTicketWinners } from '@lumen/validation/promotions';
import { WinnersTables } from './winners-tables.tsx';

const COPY = GOLDEN_TICKET_COPY.winners;

/** /goldenticket/winners: the tables, or why there are none (none published, API down). */
export function WinnersPage({
  winners,
  isUnavailable,
}: {
  winners: GoldenTicketWinners | null;
  isUnavailable: boolean;
}) {
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold text-ink-950 sm:text-4xl">{COPY.heading}</h1>
      {winners ? (
        <WinnersTables winners={winners} />
      ) : (
        <p className="rounded-md border border-ink-200 bg-ink-50 px-4 py-3 text-base text-ink-800">
          {isUnavailable ? COPY.unavailable : COPY.none}
        </p>
      )}
      <AppLink
        href={paths.campaigns.goldenTicket.entry.getHref()}
        className="focus-ring self-start rounded font-semibold text-brand-800 underline underline-offset-4"
      >
        {COPY.back}
      </AppLink>
    </section>
  );
}
