import { AppLink } from '@lumen/site-shell/components/app-link.tsx';
import { useTranslator } from '@lumen/site-shell/lib/i18n.tsx';
import { useNow } from '../hooks/use-now.ts';
import { countdownParts, isExpired } from '../utils/countdown.ts';

export type CountdownProps = {
  /** ISO 8601 date-time. */
  deadline: string;
  url: string | null;
  /** 'Countdown expired!' (content's countdownExpiredText, else the fixed message). */
  expiredText: string;
};

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A hero slide's countdown to a deadline (spec §2 Home), linking to the promotion. It ticks
 * every second in the browser only (the server cannot know the visitor's clock), and shows
 * 'Countdown expired!' from zero on. A timer role: screen readers do not announce each tick.
 */
export function Countdown({ deadline, url, expiredText }: CountdownProps) {
  const t = useTranslator();
  const now = useNow();
  const deadlineMs = Date.parse(deadline);
  if (Number.isNaN(deadlineMs)) return null;

  let body;
  if (now !== null && isExpired(deadlineMs, now)) {
    body = <span className="text-lg font-semibold">{expiredText}</span>;
  } else {
    const parts = now === null ? null : countdownParts(deadlineMs, now);
    const units = [
      ['days', parts?.days, t('countdown.days')],
      ['hours', parts?.hours, t('countdown.hours')],
      ['minutes', parts?.minutes, t('countdown.minutes')],
      ['seconds', parts?.seconds, t('countdown.seconds')],
    ] as const;
    body = (
      <span role="timer" aria-label={t('countdown.label')} className="flex gap-2">
        {units.map(([key, value, label]) => (
          <span
            key={key}
            data-unit={key}
            className="flex min-w-16 flex-col items-center rounded-md bg-ink-950/75 px-2 py-1.5"
          >
            <span className="text-2xl font-bold tabular-nums">
              {value === undefined ? '--' : pad(value)}
            </span>
            <span className="text-xs tracking-wide uppercase">{label}</span>
          </span>
        ))}
      </span>
    );
  }

  return url ? (
    <AppLink href={url} className="focus-ring inline-flex rounded-md text-white" data-countdown="">
      {body}
    </AppLink>
  ) : (
    <span className="inline-flex text-white" data-countdown="">
      {body}
    </span>
  );
}
