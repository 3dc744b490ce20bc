import { Children, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import type { KeenSliderInstance, KeenSliderOptions } from 'keen-slider';
import {
  mediaQueryBelow,
  preInitStyles,
  sortBreakpoints,
  toSliderOptions,
} from './carousel-options.ts';
import type { CarouselBreakpoint } from './carousel-options.ts';
import { cn } from './cn.ts';
import { useCspNonce } from './csp-nonce.tsx';
import { useAutoplay } from './hooks/use-autoplay.ts';
import { usePrefersReducedMotion } from './hooks/use-prefers-reduced-motion.ts';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from './icons.tsx';
import { VisuallyHidden } from './visually-hidden.tsx';

export type CarouselLabels = {
  /** What the region is called (aria-roledescription): 'carousel', 'carrousel'. */
  carousel: string;
  /** What each slide is called (aria-roledescription): 'slide', 'diapositive'. */
  slideRole: string;
  previous: string;
  next: string;
  pause: string;
  play: string;
  slide: (index: number, count: number) => string;
};

const ENGLISH_LABELS: CarouselLabels = {
  carousel: 'carousel',
  slideRole: 'slide',
  previous: 'Previous slide',
  next: 'Next slide',
  pause: 'Pause slideshow',
  play: 'Play slideshow',
  slide: (index, count) => `Slide ${index} of ${count}`,
};

export type CarouselProps = {
  /** Names the carousel region, e.g. the section heading. */
  label: string;
  /** One child per slide. */
  children: ReactNode;
  perView?: number;
  /** Gap between slides in px. */
  spacing?: number;
  /** e.g. the client slider: `[{ below: 1024, perView: 4 }, { below: 767, perView: 3 }]`. */
  breakpoints?: readonly CarouselBreakpoint[];
  isLooping?: boolean;
  /** Milliseconds per slide (the hero uses 15000). Off under reduced motion. */
  autoplayInterval?: number;
  hasControls?: boolean;
  /**
   * Where previous/next sit: 'beside' the slides, in gutters of their own (on phones in a
   * row below them, where gutters would take a quarter of the width), so they never cover a
   * card's picture or text; or 'over' the slides, for a full-bleed hero whose slides are
   * pictures with room at their edges.
   */
  controlPlacement?: 'beside' | 'over';
  /** Translated labels: t('carousel.previous'), ... */
  labels?: Partial<CarouselLabels>;
  onSlideChange?: (index: number) => void;
  className?: string;
  slideClassName?: string;
  controlClassName?: string;
};

type KeenSliderConstructor = new (
  container: HTMLElement,
  options?: KeenSliderOptions,
) => KeenSliderInstance;

/**
 * keen-slider only moves the track, so it is loaded in the browser when the track first has
 * to move or the visitor reaches for the carousel (points at, touches, focuses it), not with
 * the page: it stays out of the server bundle and off every page's load (issue 9). The
 * package ships CommonJS to Node and ESM to bundlers, hence the default-of-default unwrapping.
 */
async function loadKeenSlider(): Promise<KeenSliderConstructor> {
  const module = (await import('keen-slider')) as unknown as {
    default: KeenSliderConstructor | { default: KeenSliderConstructor };
  };
  const exported = module.default;
  return typeof exported === 'function' ? exported : exported.default;
}

// Only keyboard focus pauses rotation: a mouse click on "Play" focuses that button too, and
// must not pause the slideshow it just started.
function isKeyboardFocus(element: EventTarget): boolean {
  if (!(element instanceof Element)) return false;
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/** Slides per view at this moment: the narrowest matching breakpoint's, as keen-slider picks. */
function perViewNow(perView: number, breakpoints?: readonly CarouselBreakpoint[]): number {
  let now = perView;
  for (const breakpoint of sortBreakpoints(breakpoints))
    if (window.matchMedia(mediaQueryBelow(breakpoint.below)).matches) now = breakpoint.perView;
  return now;
}

/** A horizontal swipe this long (px) before the slider script is here moves one slide. */
const SWIPE_PX = 40;

const isEditable = (target: EventTarget) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

const CONTROL =
  'focus-ring absolute top-1/2 z-10 inline-flex size-11 -translate-y-1/2 items-center justify-center ' +
  'rounded-full bg-white/90 text-xl text-ink-950 shadow-md transition hover:bg-white ' +
  'disabled:cursor-not-allowed disabled:opacity-40';

const BESIDE_PHONE = 'max-sm:top-auto max-sm:bottom-0 max-sm:translate-y-0';
const BESIDE = {
  section: 'sm:px-12 max-sm:pb-14',
  previous: `sm:left-0 max-sm:left-[calc(50%-3rem)] ${BESIDE_PHONE}`,
  next: `sm:right-0 max-sm:right-[calc(50%-3rem)] ${BESIDE_PHONE}`,
};

/**
 * A carousel on keen-slider. The slide index lives in React state, so labels, autoplay and
 * the live announcement work the same with or without the slider script (server HTML, tests);
 * keen-slider only moves the track. Accessibility follows the WAI-ARIA carousel pattern:
 * named region, slides as labelled groups, previous/next buttons, a pause button when it
 * rotates (placed first, as the pattern asks), arrow keys anywhere inside, pausing on hover
 * and on keyboard focus, and off-screen slides made inert so Tab never lands on something out of view.
 */
export function Carousel({
  label,
  children,
  perView = 1,
  spacing = 16,
  breakpoints,
  isLooping = false,
  autoplayInterval,
  hasControls = true,
  controlPlacement = 'beside',
  labels: labelOverrides,
  onSlideChange,
  className,
  slideClassName,
  controlClassName,
}: CarouselProps) {
  const labels = { ...ENGLISH_LABELS, ...labelOverrides };
  const slides = Children.toArray(children);
  const count = slides.length;
  const carouselId = useId();
  const nonce = useCspNonce();
  const isReducedMotion = usePrefersReducedMotion();

  const containerRef = useRef<HTMLDivElement>(null);
  const sliderRef = useRef<KeenSliderInstance | null>(null);
  const [current, setCurrent] = useState(0);
  const [maxIndex, setMaxIndex] = useState(Math.max(count - perView, 0));
  const [isReady, setIsReady] = useState(false);
  /** Whether keen-slider is wanted yet: the track must move or the visitor reached for it. */
  const [wantsSlider, setWantsSlider] = useState(false);
  const requestSlider = () => setWantsSlider(true);
  const [hiddenSlides, setHiddenSlides] = useState<readonly boolean[]>([]);
  const [isHovered, setIsHovered] = useState(false);
  const [isPausedByVisitor, setIsPausedByVisitor] = useState(false);
  const [hasNavigated, setHasNavigated] = useState(false);
  // Read by the slider setup, so a rebuild starts where the visitor was.
  const currentRef = useRef(current);
  /** The absolute position a move is animating to, until keen says it has arrived. */
  const pendingAbsRef = useRef<number | null>(null);
  /** The slide the track shows: the first until keen-slider has moved it. */
  const shownRef = useRef(0);
  /**
   * Moves asked for before keen-slider arrived, summed (+1 next, -1 previous): the state has
   * them already, the track glides through them once the slider is here.
   */
  const unshownStepsRef = useRef(0);
  /** Where a touch began while the slider was not here yet, for the first swipe. */
  const touchStartRef = useRef<{ x: number; y: number } | null>(null);

  const hasAutoplay = !!autoplayInterval && count > 1 && !isReducedMotion;
  const isRotating = hasAutoplay && !isPausedByVisitor && !isHovered;
  const canGoBack = isLooping || current > 0;
  const canGoForward = isLooping || current < maxIndex;

  // Rebuild the slider only when its layout really changes; a new breakpoints array with the
  // same values on every render must not restart it.
  const layoutKey = JSON.stringify({ perView, spacing, breakpoints, isLooping, isReducedMotion });
  const sync = useEffectEvent((slider: KeenSliderInstance) => {
    const details = slider.track.details;
    if (!details) return;
    shownRef.current = details.rel;
    setCurrent(details.rel);
    setMaxIndex(isLooping ? count - 1 : details.maxIdx);
    // Without a measured size (hidden tab, no layout) every slide stays reachable.
    setHiddenSlides(slider.size > 0 ? details.slides.map((slide) => slide.portion < 0.01) : []);
  });

  // Until the slider is here, the slides out of the first view are inert, as keen-slider
  // would make them: Tab must not scroll the track to a link that is out of view.
  useEffect(() => {
    if (isReady || count === 0) return;
    const layout = JSON.parse(layoutKey) as Parameters<typeof toSliderOptions>[0];
    const inView = perViewNow(layout.perView, layout.breakpoints);
    const first = shownRef.current;
    setHiddenSlides(
      Array.from({ length: count }, (_, index) => (index - first + count) % count >= inView),
    );
  }, [isReady, count, layoutKey]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container || count === 0 || !wantsSlider) return;
    const layout = JSON.parse(layoutKey) as Parameters<typeof toSliderOptions>[0];
    let slider: KeenSliderInstance | undefined;
    let isCancelled = false;
    void loadKeenSlider().then((KeenSlider) => {
      if (isCancelled) return;
      slider = new KeenSlider(container, {
        ...toSliderOptions({ ...layout, initial: shownRef.current }),
        // Direct children only, so a carousel inside a slide keeps its own slides. An array:
        // keen-slider silently finds no slides in an HTMLCollection.
        selector: (element: HTMLElement) => Array.from(element.children) as HTMLElement[],
        created: (instance) => {
          setIsReady(true);
          const steps = unshownStepsRef.current;
          unshownStepsRef.current = 0;
          const details = instance.track.details;
          // Moves made before the slider came: glide to where the state already is.
          if (steps !== 0 && details) {
            pendingAbsRef.current = isLooping ? details.abs + steps : null;
            instance.moveToIdx(isLooping ? details.abs + steps : currentRef.current, true);
          } else sync(instance);
        },
        slideChanged: (instance) => sync(instance),
        animationEnded: (instance) => {
          pendingAbsRef.current = null;
          sync(instance);
        },
        updated: (instance) => sync(instance),
        optionsChanged: (instance) => sync(instance),
      });
      sliderRef.current = slider;
    });
    return () => {
      isCancelled = true;
      slider?.destroy();
      sliderRef.current = null;
      pendingAbsRef.current = null;
      setIsReady(false);
    };
  }, [count, layoutKey, wantsSlider, isLooping]);

  const notifySlideChange = useEffectEvent((index: number) => onSlideChange?.(index));
  useEffect(() => {
    if (currentRef.current === current) return;
    currentRef.current = current;
    notifySlideChange(current);
  }, [current]);

  const goTo = (index: number) => {
    if (count === 0) return;
    const target = isLooping
      ? ((index % count) + count) % count
      : Math.min(Math.max(index, 0), maxIndex);
    const slider = sliderRef.current;
    const details = slider?.track.details;
    if (!slider) {
      // The state moves at once; the track follows when the slider has arrived.
      unshownStepsRef.current = isLooping
        ? unshownStepsRef.current + (index - current)
        : target - shownRef.current;
      requestSlider();
    }
    // In loop mode keen counts absolute positions; moving by the difference keeps the direction
    // the visitor asked for instead of spinning back across every slide. The base is the slide
    // still being moved to, if any: keen's own position lags until the animation passes half
    // way, so a quick right-then-left would otherwise land one slide short of where it began.
    const base = pendingAbsRef.current ?? details?.abs;
    const abs = isLooping && base !== undefined ? base + (index - current) : target;
    pendingAbsRef.current = isLooping && base !== undefined ? abs : null;
    slider?.moveToIdx(abs, true);
    setCurrent(target);
  };

  const goBy = (step: number, isByVisitor: boolean) => {
    if (isByVisitor) setHasNavigated(true);
    const next = current + step;
    // A non-looping carousel that autoplays starts again from the first slide.
    goTo(!isLooping && !isByVisitor && next > maxIndex ? 0 : next);
  };

  useAutoplay({
    interval: autoplayInterval,
    isActive: isRotating,
    onTick: () => goBy(1, false),
    resetKey: current,
  });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.defaultPrevented || isEditable(event.target)) return;
    if (event.key === 'ArrowLeft' && canGoBack) {
      event.preventDefault();
      goBy(-1, true);
    } else if (event.key === 'ArrowRight' && canGoForward) {
      event.preventDefault();
      goBy(1, true);
    }
  };

  const selector = `[data-carousel="${carouselId}"]:not([data-ready])`;
  const hasArrows = hasControls && count > 1;
  const isBeside = hasArrows && controlPlacement === 'beside';

  return (
    <section
      aria-roledescription={labels.carousel}
      aria-label={label}
      // The gutters are as wide as an arrow (size-11) and a small gap.
      className={cn('relative', isBeside && BESIDE.section, className)}
      // Mouse only: a tap on a phone fires enter without a matching leave.
      onPointerEnter={(event) => {
        requestSlider();
        setIsHovered(event.pointerType === 'mouse');
      }}
      onPointerLeave={() => setIsHovered(false)}
      onPointerDown={requestSlider}
      // The first swipe, begun before the slider script was here: one slide its way.
      onTouchStart={(event) => {
        requestSlider();
        const touch = event.touches[0];
        touchStartRef.current = !isReady && touch ? { x: touch.clientX, y: touch.clientY } : null;
      }}
      onTouchEnd={(event) => {
        const start = touchStartRef.current;
        const touch = event.changedTouches[0];
        touchStartRef.current = null;
        // Begun before the slider was here: it saw no start, so it moved nothing.
        if (!start || !touch) return;
        const dx = touch.clientX - start.x;
        if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(touch.clientY - start.y)) return;
        const step = dx < 0 ? 1 : -1;
        if (step > 0 ? canGoForward : canGoBack) goBy(step, true);
      }}
      onFocus={(event) => {
        requestSlider();
        // As the carousel pattern asks: keyboard focus stops rotation until Play is pressed,
        // and the button then reads "Play", so what it says always matches what it does.
        if (hasAutoplay && isKeyboardFocus(event.target)) setIsPausedByVisitor(true);
      }}
      onKeyDown={onKeyDown}
    >
      <style nonce={nonce}>{preInitStyles(selector, { perView, spacing, breakpoints })}</style>
      {hasAutoplay && (
        <button
          type="button"
          aria-label={isPausedByVisitor ? labels.play : labels.pause}
          onClick={() => setIsPausedByVisitor((value) => !value)}
          className={cn(
            'focus-ring absolute right-2 bottom-2 z-10 inline-flex size-9 items-center justify-center',
            'rounded-full bg-ink-950/70 text-white hover:bg-ink-950',
          )}
        >
          {isPausedByVisitor ? <PlayIcon /> : <PauseIcon />}
        </button>
      )}
      {hasArrows && (
        <>
          <button
            type="button"
            aria-label={labels.previous}
            disabled={!canGoBack}
            onClick={() => goBy(-1, true)}
            className={cn(CONTROL, isBeside ? BESIDE.previous : 'left-2', controlClassName)}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            aria-label={labels.next}
            disabled={!canGoForward}
            onClick={() => goBy(1, true)}
            className={cn(CONTROL, isBeside ? BESIDE.next : 'right-2', controlClassName)}
          >
            <ChevronRightIcon />
          </button>
        </>
      )}
      <div
        ref={containerRef}
        data-carousel={carouselId}
        data-ready={isReady ? '' : undefined}
        className="relative flex touch-pan-y overflow-hidden select-none"
      >
        {slides.map((slide, index) => (
          <div
            key={index}
            role="group"
            aria-roledescription={labels.slideRole}
            aria-label={labels.slide(index + 1, count)}
            inert={hiddenSlides[index] === true}
            className={cn('relative min-h-full w-full shrink-0', slideClassName)}
          >
            {slide}
          </div>
        ))}
      </div>
      {/* Announces manual moves only: a rotating carousel must not talk over the page. */}
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {hasNavigated && !isRotating ? labels.slide(current + 1, count) : ''}
      </VisuallyHidden>
    </section>
  );
}

export type { CarouselBreakpoint } from './carousel-options.ts';
