/**
 * "17 December 2024": the draws' end date as the instant-draw page states it. The promotion
 * runs in Ireland and the UK, so the day is London's, on the server and in the browser alike.
 */
const LONG_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});

export function formatLongDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : LONG_DATE.format(date);
}

/** A prize amount: whole amounts without decimals ("2,500"), others with two. */
export function formatAmount(value: number): string {
  return new Intl.NumberFormat('en-GB', {
    minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(value);
}

const SYMBOLS: Readonly<Record<string, string>> = { EUR: '€', GBP: '£' };

/** "€25 / £25": prizes are paid in the winner's currency, the same amount in either. */
export function formatPrize(value: number, currencies: readonly string[]): string {
  const amount = formatAmount(value);
  const shown = currencies.map((c) => `${SYMBOLS[c] ?? ''}${amount}`);
  return shown.length > 0 ? shown.join(' / ') : amount;
}
