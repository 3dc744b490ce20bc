import { formatNewsDate } from '@lumen/i18n/dates';

/** Spec §9's 'MMMM Do YYYY' ("November 25th 2026"), in UTC like the API's day filters. */
export function formatListDate(iso: string): string {
  return formatNewsDate(iso, 'en');
}

/** "November 25th 2026, 9:05 pm UTC": the audit log and session times, to the minute. */
export function formatListDateTime(iso: string): string {
  const date = new Date(iso);
  const time = new Intl.DateTimeFormat('en-GB', {
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: 'UTC',
  }).format(date);
  return `${formatNewsDate(iso, 'en')}, ${time} UTC`;
}

/**
 * Today on this computer (YYYY-MM-DD): the date pickers' upper bound. The API allows any day
 * that is already today somewhere (UTC+14), so a local today is never refused.
 */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Spec §9's reward and claim dates, 'MMMM Do YYYY h:mm a' in UTC: "November 25th 2026 9:05 pm".
 */
export function formatClaimDate(iso: string): string {
  const date = new Date(iso);
  const hours = date.getUTCHours();
  const minutes = String(date.getUTCMinutes()).padStart(2, '0');
  return `${formatNewsDate(iso, 'en')} ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
}
