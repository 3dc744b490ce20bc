/**
 * Arrow-key movement among a group of focusable elements (menu items, list options):
 * returns the element to focus for a key, or null when the key does not move focus.
 * Wraps at both ends, as the disclosure-menu and listbox patterns allow.
 */
export function nextFocusTarget(
  items: readonly HTMLElement[],
  current: Element | null,
  key: string,
  keys: { next: readonly string[]; previous: readonly string[] },
): HTMLElement | null {
  if (items.length === 0) return null;
  const index = items.findIndex((item) => item === current);
  if (key === 'Home') return items[0] ?? null;
  if (key === 'End') return items.at(-1) ?? null;
  if (keys.next.includes(key)) return items[(index + 1) % items.length] ?? null;
  if (keys.previous.includes(key)) return items[(index - 1 + items.length) % items.length] ?? null;
  return null;
}
