import type { KeenSliderOptions } from 'keen-slider';

/** Slides per view below a viewport width, as the spec words it ("4 under 1024"). */
export type CarouselBreakpoint = {
  /** Applies when the viewport is narrower than this many CSS pixels. */
  below: number;
  perView: number;
  /** Gap between slides in px; inherits the carousel's when omitted. */
  spacing?: number;
};

export type CarouselLayout = {
  perView: number;
  spacing: number;
  breakpoints?: readonly CarouselBreakpoint[];
};

export type SliderOptionsInput = CarouselLayout & {
  isLooping: boolean;
  isReducedMotion: boolean;
  initial?: number;
};

const DEFAULT_ANIMATION_MS = 500;

/** `below: 1024` means widths up to 1023px, matching the spec's "under 1024". */
export const mediaQueryBelow = (width: number): string => `(max-width: ${width - 1}px)`;

/**
 * Narrowest last: keen-slider applies the last matching breakpoint, so "2 under 480" must come
 * after "4 under 1024" for a phone to get 2.
 */
export function sortBreakpoints(
  breakpoints: readonly CarouselBreakpoint[] = [],
): CarouselBreakpoint[] {
  return [...breakpoints].sort((a, b) => b.below - a.below);
}

export function toSliderOptions(input: SliderOptionsInput): KeenSliderOptions {
  const breakpoints = Object.fromEntries(
    sortBreakpoints(input.breakpoints).map((breakpoint) => [
      mediaQueryBelow(breakpoint.below),
      { slides: { perView: breakpoint.perView, spacing: breakpoint.spacing ?? input.spacing } },
    ]),
  );
  return {
    initial: input.initial ?? 0,
    loop: input.isLooping,
    slides: { perView: input.perView, spacing: input.spacing },
    breakpoints,
    // Reduced motion: slides still change on request, but jump instead of gliding.
    defaultAnimation: { duration: input.isReducedMotion ? 0 : DEFAULT_ANIMATION_MS },
  };
}

/**
 * CSS that lays slides out before the slider script has run (server HTML, slow networks), so
 * the first paint already shows the right number per row and nothing shifts when it starts.
 * Scoped to one carousel by its data attribute and dropped once the slider is ready.
 */
export function preInitStyles(selector: string, layout: CarouselLayout): string {
  const rule = (perView: number, spacing: number) =>
    `${selector}{gap:${spacing}px}` +
    `${selector}>*{flex:0 0 calc((100% - ${(perView - 1) * spacing}px) / ${perView})}`;
  return [
    rule(layout.perView, layout.spacing),
    ...sortBreakpoints(layout.breakpoints).map(
      (breakpoint) =>
        `@media ${mediaQueryBelow(breakpoint.below)}{${rule(breakpoint.perView, breakpoint.spacing ?? layout.spacing)}}`,
    ),
  ].join('');
}
