import { useEffect, useState } from 'react';
import { preload } from 'react-dom';
import { buttonClassName } from '@lumen/ui-kit/button-class-name';
import { Carousel } from '@lumen/ui-kit/carousel';
import { cn } from '@lumen/ui-kit/cn';
import { Image } from '@lumen/ui-kit/image';
import { usePrefersReducedMotion } from '@lumen/ui-kit/use-prefers-reduced-motion';
import { AppLink } from '@lumen/site-shell/components/app-link.tsx';
import { HERO_CYCLE_MS, MOBILE_BREAKPOINT_PX } from '@lumen/site-shell/config/site.ts';
import { useMediaQuery } from '#src/hooks/use-media-query.ts';
import { carouselLabels } from '@lumen/site-shell/lib/carousel-labels.ts';
import { useTranslator } from '@lumen/site-shell/lib/i18n.tsx';
import { whenIdle } from '@lumen/site-shell/lib/when-idle.ts';
import type { HeroSlide } from '../types.ts';
import { Countdown } from './countdown.tsx';

/** Under 767 px wide (spec §9) the hero shows each slide's mobile image. */
const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;
const DESKTOP_QUERY = `(min-width: ${MOBILE_BREAKPOINT_PX}px)`;

export type HeroCarouselProps = { slides: HeroSlide[]; expiredText: string };

/**
 * The home hero (spec §2 Home): slides in orderId order (sorted on the server), cycling every 15 s (paused on hover,
 * keyboard focus, the pause button or reduced motion; see the ui-kit Carousel). The first
 * slide's picture is the page's largest paint, so it loads eagerly at high priority.
 *
 * The other slides' pictures are not in the server's HTML: they are out of view until the
 * carousel moves, which takes JavaScript, yet the browser's lazy loading fetched all of them
 * with the first (they sit beside it in the track), before the first picture had painted.
 * They are added once the carousel has hydrated and the browser is idle, well before the
 * first automatic move, or at once for a slide the visitor moves to before then (issue 9).
 */
export function HeroCarousel({ slides, expiredText }: HeroCarouselProps) {
  const t = useTranslator();
  const [current, setCurrent] = useState(0);
  const [hasEveryPicture, setHasEveryPicture] = useState(false);
  useEffect(() => whenIdle(() => setHasEveryPicture(true)), []);
  if (slides.length === 0) return null;
  return (
    <div data-current-slide={current} className="bg-ink-950">
      <Carousel
        label={t('home.heroLabel')}
        autoplayInterval={HERO_CYCLE_MS}
        isLooping
        spacing={0}
        labels={carouselLabels(t)}
        onSlideChange={setCurrent}
        // Full-bleed pictures: the arrows sit over their edges (at the top on phones), clear
        // of the slide's text.
        controlPlacement="over"
        controlClassName="max-md:top-4 max-md:translate-y-0"
      >
        {slides.map((slide, index) => (
          <HeroSlideView
            key={slide.id}
            slide={slide}
            isFirst={index === 0}
            isCurrent={index === current}
            hasEveryPicture={hasEveryPicture}
            expiredText={expiredText}
          />
        ))}
      </Carousel>
    </div>
  );
}

function HeroSlideView({
  slide,
  isFirst,
  isCurrent,
  hasEveryPicture,
  expiredText,
}: {
  slide: HeroSlide;
  isFirst: boolean;
  isCurrent: boolean;
  hasEveryPicture: boolean;
  expiredText: string;
}) {
  const title = slide.title ?? '';
  const subTitle = slide.subTitle ?? '';
  return (
    <div className="relative h-[28rem] overflow-hidden md:h-[32rem] lg:h-[36rem]">
      {/* Without its picture yet (HeroCarousel says when), a slide shows the carousel's dark
          ground, which its white text needs. */}
      {hasEveryPicture || isFirst || isCurrent ? (
        <HeroMedia slide={slide} isFirst={isFirst} isCurrent={isCurrent} />
      ) : null}
      {slide.addShadow ? (
        <div
          aria-hidden="true"
          data-shadow=""
          className="absolute inset-0 bg-linear-to-t from-ink-950/85 via-ink-950/45 to-transparent md:bg-linear-to-r"
        />
      ) : null}
      <div className="relative mx-auto flex h-full max-w-7xl flex-col justify-end gap-4 px-4 pt-8 pb-16 text-white [text-shadow:0_1px_3px_rgb(0_0_0/0.6)] md:justify-center md:px-16">
        {title ? (
          <h2 className="max-w-2xl text-3xl font-bold md:text-5xl">
            {/* One of the two is displayed; hidden text is not read either. */}
            <span className="md:hidden">{slide.mobileTitle ?? title}</span>
            <span className="hidden md:inline">{title}</span>
          </h2>
        ) : null}
        {subTitle ? (
          <p className="max-w-xl text-base md:text-lg">
            <span className="md:hidden">{slide.mobileSubTitle ?? subTitle}</span>
            <span className="hidden md:inline">{subTitle}</span>
          </p>
        ) : null}
        {slide.countDownTimer && slide.countDownDeadLine ? (
          <Countdown
            deadline={slide.countDownDeadLine}
            url={slide.countDownUrl}
            expiredText={expiredText}
          />
        ) : null}
        {slide.cta_text && slide.url ? (
          <AppLink
            href={slide.url}
            isExternal={slide.external}
            className={cn(
              buttonClassName({ variant: 'primary', size: 'lg' }),
              'self-start [text-shadow:none]',
            )}
          >
            {slide.cta_text}
          </AppLink>
        ) : null}
      </div>
    </div>
  );
}

/**
 * Image slides: a <picture> whose mobile source applies under 767 px, so each device
 * downloads one image. Video slides: the video on desktop only, mounted after hydration
 * when the screen is wide enough (a phone never downloads it); the mobile image otherwise.
 */
function HeroMedia({
  slide,
  isFirst,
  isCurrent,
}: {
  slide: HeroSlide;
  isFirst: boolean;
  isCurrent: boolean;
}) {
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const isReducedMotion = usePrefersReducedMotion();
  const loading = isFirst ? 'eager' : 'lazy';
  const fetchPriority = isFirst ? 'high' : 'auto';
  const imageClass = 'absolute inset-0 size-full object-cover';

  if (slide.content_type === 'Video') {
    if (isDesktop) {
      return (
        <video
          key={slide.content_url}
          src={slide.content_url}
          className={imageClass}
          muted
          loop
          playsInline
          autoPlay={!isReducedMotion && isCurrent}
          preload={isCurrent ? 'auto' : 'none'}
          aria-label={slide.alternativeText ?? undefined}
          data-hero-video=""
        />
      );
    }
    return (
      <Image
        src={slide.mobileImage}
        alt={slide.alternativeTextMobile ?? slide.alternativeText ?? ''}
        width={750}
        height={1000}
        loading={loading}
        fetchPriority={fetchPriority}
        className={imageClass}
      />
    );
  }

  if (isFirst && typeof document === 'undefined') {
    // The page's largest paint: announced in the head, so it is fetched with the stylesheet
    // instead of when the parser reaches the hero below the header's markup. Only the server
    // needs to: in the browser the hint is already there, and React looked for it with a
    // query of the whole head during hydration (issue 9).
    if (slide.mobileImage)
      preload(slide.mobileImage, { as: 'image', fetchPriority: 'high', media: MOBILE_QUERY });
    preload(slide.content_url, {
      as: 'image',
      fetchPriority: 'high',
      ...(slide.mobileImage ? { media: DESKTOP_QUERY } : {}),
    });
  }

  return (
    <picture>
      {slide.mobileImage ? <source media={MOBILE_QUERY} srcSet={slide.mobileImage} /> : null}
      <Image
        src={slide.content_url}
        alt={slide.alternativeText ?? ''}
        width={1600}
        height={667}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding={isFirst ? 'sync' : 'async'}
        className={imageClass}
      />
    </picture>
  );
}
