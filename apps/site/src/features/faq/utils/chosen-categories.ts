/**
 * The FAQ categories chosen in `?category=a,b`: known ids only, in the page's order, each
 * once. Anything else (an unknown id, markup, a 1,000-character value) is dropped, so a bad
 * address shows every category rather than an error.
 */
export function chosenCategories(param: string | null, knownIds: readonly string[]): string[] {
  if (!param) return [];
  const asked = new Set(param.split(',').map((s) => s.trim()));
  return knownIds.filter((id) => asked.has(id));
}

/** The selection after a chip is pressed: added when absent, removed when present. */
export function toggleCategory(chosen: readonly string[], id: string, knownIds: readonly string[]) {
  const next = chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id];
  return knownIds.filter((k) => next.includes(k));
}
