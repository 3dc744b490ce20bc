import type { ComponentProps, CSSProperties } from 'react';

// The styles Radix's VisuallyHidden sets, without its Primitive and Slot, which put about
// 2 KB of gzip in every page's first script (the header's links use this; ADR 020).
const HIDDEN: CSSProperties = {
  position: 'absolute',
  border: 0,
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  wordWrap: 'normal',
};

/**
 * Text for screen readers only. Inline styles rather than a utility class, so it stays hidden
 * even where the app's CSS has not loaded yet. (The dialog, which hides its title by
 * wrapping it, uses Radix's own, with `asChild`.)
 */
export function VisuallyHidden({ style, ...props }: ComponentProps<'span'>) {
  return <span {...props} style={{ ...HIDDEN, ...style }} />;
}
