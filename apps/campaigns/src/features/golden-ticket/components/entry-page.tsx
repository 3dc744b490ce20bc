import type { Messages } from '@lumen/i18n/messages';
import { AppLink } from '@lumen/site-shell/components/app-link.tsx';
import { paths } from '@lumen/site-shell/config/paths.ts';
import { GOLDEN_TICKET_COPY as COPY } from '../copy.ts';
import { GOLDEN_TICKET_MESSAGES } from '@lumen/validation/promotions-constants';
import { type GoldenTicketCurrent } from '@lumen/validation/promotions';
import { formatLongDate, formatPrize } from '../utils/format.ts';
import { issueText } from '../utils/issue-text.ts';
import { EntryForm, type EntryAvailability } from './entry-form.tsx';

const LINK = 'focus-ring rounded font-semibold text-brand-800 underline underline-offset-4';

function PrizeList({ promotion }: { promotion: GoldenTicketCurrent }) {
  const { prizes } = promotion;
  const prize = (value: number) => formatPrize(value, prizes.currency);
  return (
    <ul className="grid gap-2 text-sm text-ink-800 sm:grid-cols-2">
      <li>
        1 star prize of {prize(prizes.star.value)} (
        {formatLongDate(`${prizes.star.date}T12:00:00Z`)})
      </li>
      <li>
        {prizes.monthly.count} monthly draws of {prize(prizes.monthly.value)}
      </li>
      <li>
        {prizes.weekly.count} weekly draws of {prize(prizes.weekly.value)}
      </li>
      <li>
        {prizes.instant.count} instant-win Mastercard vouchers of {prize(prizes.instant.value)}
      </li>
    </ul>
  );
}

/** /goldenticket: the promotion's dates and prizes, the entry form, terms and winners links. */
export function EntryPage({
  promotion,
  availability,
  apiUrl,
  messages,
}: {
  promotion: GoldenTicketCurrent | null;
  availability: EntryAvailability;
  apiUrl: string;
  messages: Messages | undefined;
}) {
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-10 sm:px-6 sm:py-14">
      <header className="flex flex-col gap-4">
        <h1 className="text-3xl font-bold text-ink-950 sm:text-4xl">{COPY.heading}</h1>
        <p className="text-base text-ink-700">{COPY.intro}</p>
        {promotion ? (
          <>
            <p className="text-sm font-semibold text-ink-900">
              {COPY.promotionPeriod(
                formatLongDate(promotion.opensAt),
                formatLongDate(promotion.closesAt),
              )}
            </p>
            <PrizeList promotion={promotion} />
          </>
        ) : null}
        {availability === 'closed' || availability === 'none' ? (
          <p className="rounded-md border border-ink-200 bg-ink-50 px-4 py-3 text-sm text-ink-800">
            {issueText(
              messages,
              availability === 'closed'
                ? GOLDEN_TICKET_MESSAGES.closed
                : GOLDEN_TICKET_MESSAGES.noPromotion,
            )}
          </p>
        ) : null}
        {availability === 'unknown' ? (
          <p className="text-sm text-ink-700">{COPY.datesUnavailable}</p>
        ) : null}
      </header>
      <EntryForm
        availability={availability}
        closesAt={promotion?.closesAt}
        apiUrl={apiUrl}
        messages={messages}
      />
      <p className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <AppLink href={paths.campaigns.goldenTicket.terms.getHref()} className={LINK}>
          {COPY.termsLink}
        </AppLink>
        <AppLink href={paths.campaigns.goldenTicket.winners.getHref()} className={LINK}>
          {COPY.winnersLink}
        </AppLink>
      </p>
    </section>
  );
}
