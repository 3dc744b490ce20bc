/**
 * Text colour for a card whose background colour comes from content (featured products'
 * bgColor): dark text on light colours, white on dark ones, by WCAG relative luminance, so a
 * colour chosen in the CMS cannot make the text unreadable. Null for anything but a hex
 * colour: the card then keeps its own background.
 */
export function readableTextOn(color: string | null | undefined): 'light' | 'dark' | null {
  const hex = color?.trim().match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i)?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // White has the better contrast below ~0.18 luminance.
  return luminance > 0.179 ? 'dark' : 'light';
}
