import { ACCENTED, UNACCENTED } from '@lumen/i18n/text';

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * SQL twin of @lumen/i18n's nameKey() over a stored text column: the same accent table,
 * apostrophes dropped, runs of other characters one hyphen, lower case last. Compare it with
 * a parameter bound to nameKey(ref). The constants are inlined as literals so a prepared
 * statement keeps its parameter numbers.
 */
export function nameKeySql(expr: string): string {
  const folded = `translate(normalize(${expr}, NFC), ${literal(ACCENTED)}, ${literal(UNACCENTED)})`;
  return `lower(btrim(regexp_replace(replace(${folded}, '''', ''), '[^A-Za-z0-9]+', '-', 'g'), '-'))`;
}

/**
 * Lower case, accents folded by the same table (what the quote search compares: migration
 * 0011's `search_key` and the search text both go through it, so they cannot disagree).
 */
export function foldedSql(expr: string): string {
  return `lower(translate(normalize(${expr}, NFC), ${literal(ACCENTED)}, ${literal(UNACCENTED)}))`;
}
