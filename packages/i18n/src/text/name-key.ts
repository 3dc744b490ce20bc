/**
 * How names are compared and turned into URL slugs, wherever they are: a category named by a
 * menu ("Signalisation d’évacuation"), typed in a URL ("signalisation-d'evacuation") or stored
 * as a slug ("signalisation-devacuation") is one category. The API runs the same fold in SQL
 * on stored rows (translate() with these two strings), which is why it is a table rather than
 * Unicode decomposition: PGlite ships no unaccent extension, and both sides must agree.
 */
export const ACCENTED = 'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖòóôõöÙÚÛÜùúûüÝýÿŒœÆæ’';
export const UNACCENTED = "AAAAAAaaaaaaCcEEEEeeeeIIIIiiiiNnOOOOOoooooUUUUuuuuYyyOoAa'";

const FOLD = new Map([...ACCENTED].map((c, i) => [c, UNACCENTED[i] ?? c]));

function foldAccents(text: string): string {
  let out = '';
  // NFC first: a URL typed on some systems spells "é" as "e" plus a combining accent.
  for (const c of text.normalize('NFC')) out += FOLD.get(c) ?? c;
  return out;
}

/** Lower-case, accent-free text: "Éclairage de secours" → "eclairage de secours". */
export function foldText(text: string): string {
  return foldAccents(text).toLowerCase();
}

/**
 * The key two names are equal by, which is also a name's URL slug: accents folded,
 * apostrophes (’ and ') dropped, every run of other characters one hyphen, lower case.
 * "Signalisation d’évacuation" → "signalisation-devacuation"; "Spots lèche-mur",
 * "spots-lèche-mur" and "SPOTS LECHE MUR" → "spots-leche-mur". Case goes last, once only
 * ASCII is left, so the SQL twin's lower() cannot differ from toLowerCase().
 */
export function nameKey(name: string): string {
  return foldAccents(name)
    .replace(/'/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
}

/** Whether two names (or a name and a slug) name the same thing. */
export function sameName(a: string, b: string): boolean {
  const key = nameKey(a);
  return key !== '' && key === nameKey(b);
}
