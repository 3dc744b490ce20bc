/**
 * The last day a competition takes invoices, in London (the competitions run on UK time):
 * `closesAt` is the first instant refused, so midnight means the day before.
 */
export function lastDay(closesAt: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  }).format(new Date(Date.parse(closesAt) - 1));
}
