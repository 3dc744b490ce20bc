/**
 * Keys for sorting, prefix lookups and slugs. The same fold runs in TypeScript (on queries)
 * and in SQL (on stored rows, via translate() with these two strings as parameters), so both
 * sides always agree without the unaccent extension, which PGlite does not ship.
 */
export const ACCENTED = 'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖòóôõöÙÚÛÜùúûüÝýÿŒœÆæ’';
export const UNACCENTED = "AAAAAAaaaaaaCcEEEEeeeeIIIIiiiiNnOOOOOoooooUUUUuuuuYyyOoAa'";

const FOLD = new Map([...ACCENTED].map((c, i) => [c, UNACCENTED[i] ?? c]));

/** Lower-case, accent-free text: "Éclairage de secours" → "eclairage de secours". */
export function foldText(text: string): string {
  let out = '';
  for (const c of text) out += FOLD.get(c) ?? c;
  return out.toLowerCase();
}

/** SQL twin of foldText(); $from/$to are bound to ACCENTED/UNACCENTED. */
export function foldSql(expr: string, from: string, to: string): string {
  return `lower(translate(${expr}, ${from}, ${to}))`;
}

/** URL slug: "Spots coupe-feu 6W" → "spots-coupe-feu-6w". */
export function slugify(text: string): string {
  return foldText(text)
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Part numbers compare without case or separators: "dlaur06-000123" finds "DLAUR06-000123". */
export function partNumberKey(partNumber: string): string {
  return foldText(partNumber).replace(/[^a-z0-9]/g, '');
}

/** The smallest string greater than every string starting with `prefix` (byte order). */
export function prefixUpperBound(prefix: string): string {
  return prefix + '\u{10FFFF}';
}
