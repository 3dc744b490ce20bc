// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@lumen/site-shell/testing/render.tsx';
import type { HeroSlide } from '../types.ts';
import { HeroCarousel } from './hero-carousel.tsx';

const slide = (id: string, orderId: number, over: Partial<HeroSlide> = {}): HeroSlide => ({
  id,
  title: `Slide ${id}`,
  subTitle: null,
  content_type: 'Image',
  orderId,
  content_url: `/media/hero/${id}.jpg`,
  mobileImage: `/media/hero/${id}-mobile.webp`,
  alternativeText: `Picture ${id}`,
  alternativeTextMobile: null,
  cta_text: null,
  url: null,
  external: false,
  addShadow: false,
  countDownTimer: false,
  countDownDeadLine: null,
  countDownUrl: null,
  mobileTitle: null,
  mobileSubTitle: null,
  ...over,
});

const renderHero = (slides: HeroSlide[]) =>
  renderInApp(() => <HeroCarousel slides={slides} expiredText="Countdown expired!" />);

const currentSlide = (container: HTMLElement) =>
  container.querySelector('[data-current-slide]')?.getAttribute('data-current-slide');

describe('HeroCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // The carousel only moves its track in the browser; the index is what is under test.
    vi.doMock('keen-slider', () => ({ default: class {} }));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('cycles every 15 seconds and starts again after the last', () => {
    const { container } = renderHero([slide('a', 1), slide('b', 2), slide('c', 3)]);
    expect(
      screen.getAllByRole('group').map((g) => g.querySelector('h2 .hidden')?.textContent),
    ).toEqual(['Slide a', 'Slide b', 'Slide c']);
    expect(currentSlide(container)).toBe('0');
    act(() => vi.advanceTimersByTime(14_999));
    expect(currentSlide(container)).toBe('0');
    act(() => vi.advanceTimersByTime(1));
    expect(currentSlide(container)).toBe('1');
    act(() => vi.advanceTimersByTime(15_000));
    expect(currentSlide(container)).toBe('2');
    act(() => vi.advanceTimersByTime(15_000));
    expect(currentSlide(container)).toBe('0');
  });

  it('stops cycling when the visitor pauses it', () => {
    const { container } = renderHero([slide('a', 1), slide('b', 2)]);
    act(() => screen.getByRole('button', { name: 'Pause slideshow' }).click());
    act(() => vi.advanceTimersByTime(60_000));
    expect(currentSlide(container)).toBe('0');
  });

  it('sends only the first picture, and adds the others when idle or when moved to', () => {
    const { container } = renderHero([slide('a', 1), slide('b', 2), slide('c', 3)]);
    const pictures = () =>
      screen.getAllByRole('group').map((g) => g.querySelector('img')?.getAttribute('alt') ?? null);
    expect(pictures()).toEqual(['Picture a', null, null]);
    act(() => screen.getByRole('button', { name: 'Previous slide' }).click());
    expect(currentSlide(container)).toBe('2');
    expect(pictures()).toEqual(['Picture a', null, 'Picture c']);
    act(() => vi.runOnlyPendingTimers());
    expect(pictures()).toEqual(['Picture a', 'Picture b', 'Picture c']);
  });

  it('serves the mobile image under 767 px and loads the first slide eagerly', () => {
    const { container } = renderHero([slide('a', 1), slide('b', 2, { mobileImage: null })]);
    act(() => vi.runOnlyPendingTimers());
    const [first, second] = Array.from(container.querySelectorAll('picture'));
    expect(first!.querySelector('source')?.getAttribute('media')).toBe('(max-width: 766px)');
    expect(first!.querySelector('source')?.getAttribute('srcset')).toBe(
      '/media/hero/a-mobile.webp',
    );
    const img = first!.querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('width')).toBe('1600');
    expect(second!.querySelector('source')).toBeNull();
    expect(second!.querySelector('img')?.getAttribute('loading')).toBe('lazy');
  });

  it('plays video slides on desktop only', () => {
    // An SVG: happy-dom loads no pictures, and the placeholder logic ignores SVGs.
    const video = slide('v', 1, {
      content_type: 'Video',
      content_url: '/media/hero/v.mp4',
      mobileImage: '/media/hero/v-mobile.svg',
    });
    const matchMedia = vi.spyOn(window, 'matchMedia');
    matchMedia.mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('min-width'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    const desktop = renderHero([video]);
    expect(desktop.container.querySelector('video')?.getAttribute('src')).toBe('/media/hero/v.mp4');
    cleanup();

    matchMedia.mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('max-width'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    const mobile = renderHero([video]);
    expect(mobile.container.querySelector('video')).toBeNull();
    expect(mobile.container.querySelector('img')?.getAttribute('src')).toBe(
      '/media/hero/v-mobile.svg',
    );
    matchMedia.mockRestore();
  });

  it('draws the shadow only where asked, and a call to action with its link rules', () => {
    const { container } = renderHero([
      slide('a', 1, {
        addShadow: true,
        cta_text: 'Shop',
        url: 'https://shop.example',
        external: true,
      }),
      slide('b', 2, { cta_text: 'Enter', url: '/goldenticket' }),
    ]);
    const groups = screen.getAllByRole('group');
    expect(groups[0]!.querySelector('[data-shadow]')).not.toBeNull();
    expect(groups[1]!.querySelector('[data-shadow]')).toBeNull();
    expect(screen.getByRole('link', { name: /Shop/ }).getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'Enter' }).getAttribute('href')).toBe('/goldenticket');
    expect(container.querySelector('[data-countdown]')).toBeNull();
  });

  it('shows the cut title on phones only (cut on the server)', () => {
    const long = 'A very long hero title that goes on and on past fifty characters';
    renderHero([slide('a', 1, { title: long, mobileTitle: 'A very long hero…' })]);
    const heading = screen.getAllByRole('heading', { level: 2 })[0]!;
    expect(heading.querySelector('.md\\:hidden')?.textContent).toBe('A very long hero…');
    expect(heading.querySelector('.hidden')?.textContent).toBe(long);
  });
});
