import { ACCENTED, foldText, nameKey, UNACCENTED } from '@lumen/i18n/text';

/*
 * Keys for sorting, prefix lookups and slugs. The fold of accents and case is @lumen/i18n's
 * (foldText, nameKey), shared with the site; it runs in SQL too (translate() with its
 * ACCENTED/UNACCENTED strings), so both sides always agree without the unaccent extension,
 * which PGlite does not ship.
 */
export { ACCENTED, foldText, UNACCENTED };

/** SQL twin of foldText(); $from/$to are bound to ACCENTED/UNACCENTED. */
export function foldSql(expr: string, from: string, to: string): string {
  return `lower(translate(${expr}, ${from}, ${to}))`;
}

/** URL slug: "Spots coupe-feu 6W" → "spots-coupe-feu-6w"; names compare by the same key. */
export const slugify = nameKey;

/** Part numbers compare without case or separators: "dlaur06-000123" finds "DLAUR06-000123". */
export function partNumberKey(partNumber: string): string {
  return foldText(partNumber).replace(/[^a-z0-9]/g, '');
}

/** The smallest string greater than every string starting with `prefix` (byte order). */
export function prefixUpperBound(prefix: string): string {
  return prefix + '\u{10FFFF}';
}

/** Optimal string alignment distance: insertions, deletions, substitutions and swaps cost 1. */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [
    i,
    ...new Array<number>(b.length).fill(0),
  ]);
  for (let j = 0; j <= b.length; j++) (d[0] as number[])[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const row = d[i] as number[];
    const prev = d[i - 1] as number[];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(
        (prev[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (prev[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, ((d[i - 2] as number[])[j - 2] as number) + 1);
      }
      row[j] = best;
    }
  }
  return (d[a.length] as number[])[b.length] as number;
}
