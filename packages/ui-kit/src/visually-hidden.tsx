import { Root } from '@radix-ui/react-visually-hidden';
import type { ComponentProps } from 'react';

/**
 * Text for screen readers only. Inline styles rather than a utility class, so it stays hidden
 * even where the app's CSS has not loaded yet.
 */
export function VisuallyHidden(props: ComponentProps<typeof Root>) {
  return <Root {...props} />;
}
