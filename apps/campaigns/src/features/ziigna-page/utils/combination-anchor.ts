/*
 * Each combination's expansion panel answers at `#combination-<id>` (content/README.md), so a
 * link in any description, a card, or a shared address opens that panel.
 */

const PREFIX = 'combination-';

/** The id of a combination's panel, the fragment that opens it. */
export const combinationAnchor = (id: string): string => `${PREFIX}${id}`;

/** The combination a fragment (`#combination-<id>`) names, when the page has it. */
export function combinationOfHash(hash: string, ids: readonly string[]): string | null {
  if (!hash.startsWith(`#${PREFIX}`)) return null;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(PREFIX.length + 1));
  } catch {
    return null;
  }
  return ids.includes(id) ? id : null;
}

/**
 * The combination a clicked link opens: a link to `#combination-<id>` on this very page
 * (the same origin, path and query), whether written as a fragment or a full address.
 */
export function combinationOfLink(
  href: string,
  page: { origin: string; pathname: string; search: string },
  ids: readonly string[],
): string | null {
  let url: URL;
  try {
    url = new URL(href, `${page.origin}${page.pathname}${page.search}`);
  } catch {
    return null;
  }
  if (url.origin !== page.origin || url.pathname !== page.pathname || url.search !== page.search)
    return null;
  return combinationOfHash(url.hash, ids);
}
