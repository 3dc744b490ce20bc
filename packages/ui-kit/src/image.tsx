import { useCallback, useState } from 'react';
import type { ComponentProps, SyntheticEvent } from 'react';
import { cx } from './cx.ts';

/**
 * A neutral stand-in for missing pictures (spec §8): a pale panel with a light-bulb outline,
 * inline so it shows even when the media host is the thing that is down.
 */
export const PLACEHOLDER_IMAGE_SRC =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300">' +
      '<rect width="400" height="300" fill="#eef0f2"/>' +
      '<g fill="none" stroke="#b7bec6" stroke-width="6" stroke-linecap="round" stroke-linejoin="round">' +
      '<path d="M200 95a45 45 0 0 0-27 81c6 5 9 11 9 18v6h36v-6c0-7 3-13 9-18a45 45 0 0 0-27-81z"/>' +
      '<path d="M184 218h32M188 232h24"/></g></svg>',
  );

export type ImageProps = Omit<ComponentProps<'img'>, 'src' | 'alt'> & {
  /** A missing src shows the placeholder straight away. */
  src?: string | null;
  /** Required: pass '' for a purely decorative picture. */
  alt: string;
  /** Page-specific default picture (vacancy pages use their own cover, spec §8). */
  fallbackSrc?: string;
};

const BACKGROUND = /(^|\s)bg-/;
const FIT = /(^|\s)object-(contain|cover|fill|none|scale-down)(\s|$)/;

/**
 * The placeholder's pale panel, its picture contained, unless the caller sets a background or
 * a fit of its own. (Not `cn`: every page's first script has this component; ADR 020.)
 */
function placeholderClassName(className = ''): string {
  return cx(!BACKGROUND.test(className) && 'bg-ink-50', !FIT.test(className) && 'object-contain');
}

/** An <img> that swaps in a placeholder when its picture is missing or fails to load. */
export function Image({
  src,
  alt,
  fallbackSrc = PLACEHOLDER_IMAGE_SRC,
  onError,
  className,
  ref,
  ...props
}: ImageProps) {
  // Remember which src failed, so a new src gets a fresh try without an effect.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const isFallback = !src || failedSrc === src;

  // An image that fails before hydration fires its error event before React listens; catch it
  // from the element's state. SVGs without intrinsic size report 0 width too, so skip those.
  const checkAlreadyFailed = useCallback(
    (element: HTMLImageElement | null) => {
      if (
        element &&
        src &&
        element.complete &&
        element.naturalWidth === 0 &&
        !/\.svg(\?|#|$)/i.test(src) &&
        element.getAttribute('src') === src
      ) {
        setFailedSrc(src);
      }
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [src, ref],
  );

  const handleError = (event: SyntheticEvent<HTMLImageElement, Event>) => {
    if (!isFallback && src) setFailedSrc(src);
    onError?.(event);
  };

  return (
    <img
      ref={checkAlreadyFailed}
      src={isFallback ? fallbackSrc : src}
      alt={alt}
      onError={handleError}
      data-placeholder={isFallback ? '' : undefined}
      className={cx(isFallback && placeholderClassName(className), className)}
      {...props}
    />
  );
}
