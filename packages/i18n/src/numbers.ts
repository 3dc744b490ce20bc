import { type Language, type Locale, toLanguage } from './locales.ts';

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

/** The options under which a number can be written without Intl (`plainDigits`). */
const PLAIN_OPTIONS = new Set(['useGrouping', 'minimumFractionDigits', 'maximumFractionDigits']);

/** The decimal separator of each language the site writes: '0.9', '0,9'. */
const DECIMAL_SEPARATOR: Record<Language, string> = { en: '.', fr: ',' };

/**
 * The first whole part that takes a group separator: 1,000 in every language the site serves
 * (CLDR's minimum grouping digits is 1 for English and French), 10,000 under 'min2', none
 * when grouping is off.
 */
function firstGroupedValue(useGrouping: Intl.NumberFormatOptions['useGrouping']): number {
  if (useGrouping === false) return Number.MAX_SAFE_INTEGER;
  return useGrouping === 'min2' ? 10_000 : 1000;
}

/*
 * A number with no separator to place and nothing to round, written as its digits and the
 * language's decimal sign: a whole number below 1,000 ('5', '120'), or a product value's
 * quantity with the decimals it was written with ('0.95', '12.5', '2700' under 'min2').
 * Building the first Intl.NumberFormat of a page costs a phone about 150 ms (ICU's locale
 * data): a count in a carousel label, then the listing's facet labels ('0.9', '12.5W'), paid
 * it during hydration (issue 9). Intl writes a number from its shortest decimal form, as
 * `String` does; a number that would need rounding (0.95 to one decimal is '1.0') is left to
 * Intl. numbers.test.ts holds this equal to Intl for every locale.
 */
function plainDigits(
  value: number,
  lang: Language | Locale,
  options: Intl.NumberFormatOptions,
): string | undefined {
  if (!(value >= 0) || Object.is(value, -0)) return undefined;
  if (!Object.keys(options).every((key) => PLAIN_OPTIONS.has(key))) return undefined;
  const fewest = options.minimumFractionDigits ?? 0;
  // Intl's default: up to 3 decimals, or the minimum when that is more.
  const most = options.maximumFractionDigits ?? Math.max(fewest, 3);
  const written = String(value);
  if (written.includes('e') || fewest > most || most > 100) return undefined;
  const [whole = '', fraction = ''] = written.split('.');
  if (fraction.length > most || Number(whole) >= firstGroupedValue(options.useGrouping)) {
    return undefined;
  }
  const decimals = fraction.padEnd(fewest, '0');
  return decimals ? `${whole}${DECIMAL_SEPARATOR[toLanguage(lang)]}${decimals}` : whole;
}

/** A number in the locale's digits and separators, e.g. `formatNumber(1500, 'fr-FR')` → '1 500'. */
export function formatNumber(
  value: number,
  lang: Language | Locale,
  options: Intl.NumberFormatOptions = {},
): string {
  return plainDigits(value, lang, options) ?? numberFormat(lang, options).format(value);
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
