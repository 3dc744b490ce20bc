import type { Language, Locale } from './locales.ts';

/*
 * Numbers written for the visitor's locale: '0,9', '30 000' in French, '0.9', '30,000' in
 * English. Every number the site prints goes through here (messages' `{count}` placeholders
 * included), so a decimal comma or a thousands separator is never written by hand.
 */

// Intl objects are costly to build and the same few are asked for on every render.
const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(lang: Language | Locale, options: Intl.NumberFormatOptions) {
  const key = `${lang}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(lang, options);
    formats.set(key, format);
  }
  return format;
}

/** The options under which a whole number below 1,000 is written as its plain digits. */
const PLAIN_OPTIONS = new Set(['useGrouping', 'minimumFractionDigits', 'maximumFractionDigits']);

/*
 * A whole number from 0 to 999 with no decimals asked for: every locale the site serves
 * writes it as its plain digits ('5', '120'), with no separator to place. Building the first
 * Intl.NumberFormat of a page costs a phone about 150 ms (ICU's locale data), and a count in
 * a carousel label was paying it during hydration (issue 9). numbers.test.ts holds this equal
 * to Intl for every locale.
 */
function isPlainWholeNumber(value: number, options: Intl.NumberFormatOptions): boolean {
  return (
    Number.isInteger(value) &&
    value >= 0 &&
    value < 1000 &&
    !options.minimumFractionDigits &&
    Object.keys(options).every((key) => PLAIN_OPTIONS.has(key))
  );
}

/** A number in the locale's digits and separators, e.g. `formatNumber(1500, 'fr-FR')` → '1 500'. */
export function formatNumber(
  value: number,
  lang: Language | Locale,
  options: Intl.NumberFormatOptions = {},
): string {
  if (isPlainWholeNumber(value, options)) return String(value);
  return numberFormat(lang, options).format(value);
}

/*
 * A plain number in a product value: digits with an optional decimal point, optionally a
 * range ('2700-6500') or after a minus sign ('-2.5'). Not part of a code ('IP44', 'DLAUR05-001018', 'EF000280'), a time
 * ('07:30') or a date ('2026-11-22'), and not a number already written with separators
 * ('1,500'): those are left exactly as they are.
 */
const NUMBER_OR_RANGE =
  /(?<![\p{L}\p{N}_.,:'’/])(?<![\p{L}\p{N}][-–])\d+(?:\.\d+)?(?:[-–]\d+(?:\.\d+)?)?(?![\p{N}_]|[.,:][\p{N}]|[-–/][\p{N}])/gu;
const NUMBER = /\d+(?:\.\d+)?/g;

/**
 * Quantities follow ISO 80000-1, as technical sheets do: four-digit numbers are not grouped
 * ('2700 K' in every language), longer ones are ('30 000 h', '30,000 h').
 */
const QUANTITY: Intl.NumberFormatOptions = { useGrouping: 'min2' };

function localizeNumeral(numeral: string, lang: Language | Locale): string {
  // A leading zero marks a code or a padded figure ('0730', '001018'), not a quantity.
  if (/^0\d/.test(numeral)) return numeral;
  const decimals = numeral.split('.')[1]?.length ?? 0;
  return formatNumber(Number(numeral), lang, {
    ...QUANTITY,
    // As many decimals as the source wrote: '0.90' stays '0,90', '5' never becomes '5,0'.
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
}

/**
 * Rewrites the plain numbers inside a value that comes as text from the product data
 * ('0.9', '>0.95', '30000 h', '2700-6500 K', '0-10W') for the locale, and leaves the rest of
 * the text alone: `localizeNumbers('>0.95', 'fr-FR')` → '>0,95'.
 */
export function localizeNumbers(text: string, lang: Language | Locale): string {
  return text.replace(NUMBER_OR_RANGE, (match) =>
    match.replace(NUMBER, (numeral) => localizeNumeral(numeral, lang)),
  );
}
