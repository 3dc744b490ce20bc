import type { Messages } from '@lumen/i18n/messages';
import { AppLink } from '@lumen/site-shell/components/app-link.tsx';
import { paths } from '@lumen/site-shell/config/paths.ts';
import { useHasPassed } from '#src/hooks/use-has-passed.ts';
import type { CampaignAvailability } from '../api/get-current-campaign.server.ts';
import { INVOICE_UPLOAD_COPY } from '../copy.ts';
import { lastDay } from '../utils/last-day.ts';
import { messageText } from '../utils/message-text.ts';
import { UploadForm } from './upload-form.tsx';

const COPY = INVOICE_UPLOAD_COPY.upload;
const LINK = 'focus-ring rounded font-semibold text-brand-800 underline underline-offset-4';

/**
 * /upload-invoice (spec §2.4): back to the World Cup page, whether the competition is open,
 * the form, the terms link. Closed when the API says no competition is open, or once the
 * browser's clock reaches the open one's closing time (a page left open, or served from the
 * page cache, past it).
 */
export function UploadPage({
  availability,
  apiUrl,
  messages,
}: {
  availability: CampaignAvailability;
  apiUrl: string;
  messages: Messages | undefined;
}) {
  const hasClosed = useHasPassed(availability.state === 'open' ? availability.closesAt : undefined);
  const isClosed = availability.state === 'closed' || hasClosed;
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-10 sm:px-6 sm:py-14">
      <AppLink href={paths.campaigns.worldCup.getHref()} className={`${LINK} self-start`}>
        {COPY.back}
      </AppLink>
      <header className="flex flex-col gap-4">
        <h1 className="text-3xl font-bold text-ink-950 sm:text-4xl">{COPY.heading}</h1>
        <p className="text-base text-ink-700">{COPY.intro}</p>
        {availability.state === 'open' && !hasClosed ? (
          <p className="text-sm font-semibold text-ink-900">
            {COPY.openUntil(lastDay(availability.closesAt))}
          </p>
        ) : null}
        {isClosed ? (
          <p className="rounded-md border border-ink-200 bg-ink-50 px-4 py-3 text-sm text-ink-800">
            {messageText(messages, 'invoiceUpload.error.closed')}
          </p>
        ) : null}
      </header>
      <UploadForm apiUrl={apiUrl} messages={messages} isClosed={isClosed} />
      <p className="text-sm">
        <AppLink href={paths.termsConditions.getHref()} className={LINK}>
          {COPY.terms}
        </AppLink>
      </p>
    </section>
  );
}
