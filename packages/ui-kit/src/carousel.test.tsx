import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './carousel.tsx';

const HERO_INTERVAL = 15_000;

function renderHero(props: Partial<Parameters<typeof Carousel>[0]> = {}) {
  const onSlideChange = vi.fn();
  const result = render(
    <Carousel
      label="Featured"
      isLooping
      autoplayInterval={HERO_INTERVAL}
      onSlideChange={onSlideChange}
      {...props}
    >
      <a href="/products/downlights">Downlights</a>
      <a href="/products/panels">Panels</a>
      <a href="/products/emergency">Emergency</a>
    </Carousel>,
  );
  return { ...result, onSlideChange };
}

function mockReducedMotion(isReduced: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: isReduced && query.includes('prefers-reduced-motion'),
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

describe('Carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    mockReducedMotion(false);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('is a named carousel of labelled slides', () => {
    renderHero();
    expect(screen.getByRole('region', { name: 'Featured' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    const slides = screen.getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      'Slide 1 of 3',
      'Slide 2 of 3',
      'Slide 3 of 3',
    ]);
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');
  });

  it('names itself and its slides in the language it is given', () => {
    renderHero({
      labels: {
        carousel: 'carrousel',
        slideRole: 'diapositive',
        slide: (index, count) => `Diapositive ${index} sur ${count}`,
      },
    });
    expect(screen.getByRole('region', { name: 'Featured' })).toHaveAttribute(
      'aria-roledescription',
      'carrousel',
    );
    const slides = screen.getAllByRole('group');
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'diapositive');
    expect(slides[0]).toHaveAttribute('aria-label', 'Diapositive 1 sur 3');
    expect(document.body.innerHTML).not.toMatch(/roledescription="(carousel|slide)"/);
  });

  it('advances every 15 s and wraps around', () => {
    const { onSlideChange } = renderHero();
    act(() => vi.advanceTimersByTime(HERO_INTERVAL - 1));
    expect(onSlideChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSlideChange).toHaveBeenLastCalledWith(1);
    act(() => vi.advanceTimersByTime(HERO_INTERVAL));
    expect(onSlideChange).toHaveBeenLastCalledWith(2);
    act(() => vi.advanceTimersByTime(HERO_INTERVAL));
    expect(onSlideChange).toHaveBeenLastCalledWith(0);
    expect(onSlideChange).toHaveBeenCalledTimes(3);
  });

  it('pauses while hovered', () => {
    const { onSlideChange } = renderHero();
    const region = screen.getByRole('region', { name: 'Featured' });
    fireEvent.pointerEnter(region, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(HERO_INTERVAL * 3));
    expect(onSlideChange).not.toHaveBeenCalled();
    // The pause button still offers to pause: hovering is not a choice the visitor made.
    expect(screen.getByRole('button', { name: 'Pause slideshow' })).toBeInTheDocument();

    fireEvent.pointerLeave(region, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(HERO_INTERVAL));
    expect(onSlideChange).toHaveBeenCalledWith(1);
  });

  it('ignores touch taps for hover pausing', () => {
    const { onSlideChange } = renderHero();
    fireEvent.pointerEnter(screen.getByRole('region'), { pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(HERO_INTERVAL));
    expect(onSlideChange).toHaveBeenCalledWith(1);
  });

  it('stops when keyboard focus enters and stays stopped until Play is pressed', () => {
    const { onSlideChange } = renderHero();
    const link = screen.getByRole('link', { name: 'Downlights' });
    act(() => link.focus());
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
    act(() => link.blur());
    act(() => vi.advanceTimersByTime(HERO_INTERVAL * 3));
    expect(onSlideChange).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    act(() => vi.advanceTimersByTime(HERO_INTERVAL));
    expect(onSlideChange).toHaveBeenCalledWith(1);
  });

  it('stops and starts from its pause button', () => {
    const { onSlideChange } = renderHero();
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    act(() => vi.advanceTimersByTime(HERO_INTERVAL * 2));
    expect(onSlideChange).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    act(() => vi.advanceTimersByTime(HERO_INTERVAL));
    expect(onSlideChange).toHaveBeenCalledWith(1);
  });

  it('gives a slide reached by hand its full interval', () => {
    const { onSlideChange } = renderHero();
    act(() => vi.advanceTimersByTime(10_000));
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(onSlideChange).toHaveBeenLastCalledWith(1);
    act(() => vi.advanceTimersByTime(HERO_INTERVAL - 1));
    expect(onSlideChange).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    expect(onSlideChange).toHaveBeenLastCalledWith(2);
  });

  it('does not rotate for visitors who prefer reduced motion', () => {
    mockReducedMotion(true);
    const { onSlideChange } = renderHero();
    act(() => vi.advanceTimersByTime(HERO_INTERVAL * 3));
    expect(onSlideChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Pause slideshow' })).not.toBeInTheDocument();
    // Manual controls still work.
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(onSlideChange).toHaveBeenCalledWith(1);
  });

  it('moves with the arrow keys and announces manual moves', () => {
    const { onSlideChange } = renderHero({ autoplayInterval: undefined });
    const link = screen.getByRole('link', { name: 'Downlights' });
    act(() => link.focus());
    fireEvent.keyDown(link, { key: 'ArrowRight' });
    expect(onSlideChange).toHaveBeenLastCalledWith(1);
    expect(
      screen.getByText('Slide 2 of 3', { selector: '[aria-live] *, [aria-live]' }),
    ).toBeInTheDocument();
    fireEvent.keyDown(link, { key: 'ArrowLeft' });
    fireEvent.keyDown(link, { key: 'ArrowLeft' });
    expect(onSlideChange).toHaveBeenLastCalledWith(2);
  });

  it('ignores arrow keys typed into a field inside a slide', () => {
    const onSlideChange = vi.fn();
    render(
      <Carousel label="Search" onSlideChange={onSlideChange}>
        <input aria-label="Term" />
        <p>Two</p>
      </Carousel>,
    );
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Term' }), { key: 'ArrowRight' });
    expect(onSlideChange).not.toHaveBeenCalled();
  });

  it('disables previous at the start and next at the end when it does not loop', () => {
    render(
      <Carousel
        label="Similar Products"
        perView={2}
        labels={{ previous: 'Précédent', next: 'Suivant' }}
      >
        <p>A</p>
        <p>B</p>
        <p>C</p>
      </Carousel>,
    );
    const previous = screen.getByRole('button', { name: 'Précédent' });
    const next = screen.getByRole('button', { name: 'Suivant' });
    expect(previous).toBeDisabled();
    fireEvent.click(next);
    expect(next).toBeDisabled();
    expect(previous).toBeEnabled();
  });

  it('lays slides out in the server HTML before the slider starts', () => {
    const { container } = render(
      <Carousel label="Clients" perView={6} spacing={24} breakpoints={[{ below: 480, perView: 2 }]}>
        <p>A</p>
        <p>B</p>
      </Carousel>,
    );
    const css = container.querySelector('style')?.textContent ?? '';
    expect(css).toContain('calc((100% - 120px) / 6)');
    expect(css).toContain('@media (max-width: 479px)');
  });

  it('has no controls for a single slide', () => {
    render(
      <Carousel label="One" autoplayInterval={HERO_INTERVAL}>
        <p>Only</p>
      </Carousel>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('Carousel with the slider script', () => {
  // happy-dom does no layout; give the track a width so keen-slider can measure it.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ width: 816, height: 300 }),
    );
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(816);
  });
  afterEach(() => vi.restoreAllMocks());

  function renderRanges() {
    const onSlideChange = vi.fn();
    const result = render(
      <Carousel label="Ranges" perView={2} onSlideChange={onSlideChange}>
        <a href="/a">A</a>
        <a href="/b">B</a>
        <a href="/c">C</a>
      </Carousel>,
    );
    const track = result.container.querySelector('[data-carousel]');
    return { ...result, onSlideChange, track, slides: screen.getAllByRole('group') };
  }
  const inert = (slides: HTMLElement[]) => slides.map((slide) => slide.hasAttribute('inert'));

  it('starts keen-slider only when the visitor reaches for it; slides out of view are inert meanwhile', async () => {
    const { track, slides, unmount } = renderRanges();
    // Issue 9: not with the page. Tab cannot reach the slide out of view all the same.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(track).not.toHaveAttribute('data-ready');
    expect(inert(slides)).toEqual([false, false, true]);

    fireEvent.pointerEnter(screen.getByRole('region', { name: 'Ranges' }), {
      pointerType: 'mouse',
    });
    await waitFor(() => expect(track).toHaveAttribute('data-ready'));
    // (816 px - one 16 px gap) / 2 per view.
    expect(slides[0]?.style.minWidth).toBe('400px');
    expect(inert(slides)).toEqual([false, false, true]);

    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    await waitFor(() => expect(inert(slides)).toEqual([true, false, false]));
    unmount();
  });

  it('moves at once when asked before the slider has come, and the track follows', async () => {
    const { track, slides, onSlideChange, unmount } = renderRanges();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(onSlideChange).toHaveBeenLastCalledWith(1);
    await waitFor(() => expect(track).toHaveAttribute('data-ready'));
    await waitFor(() => expect(inert(slides)).toEqual([true, false, false]));
    expect(onSlideChange).toHaveBeenCalledTimes(1);
    unmount();
  });

  it('comes back to the first slide when right is pressed before the slider came and left after', async () => {
    const onSlideChange = vi.fn();
    const { container, unmount } = render(
      <Carousel label="Hero" isLooping onSlideChange={onSlideChange}>
        <a href="/a">A</a>
        <a href="/b">B</a>
      </Carousel>,
    );
    const region = screen.getByRole('region', { name: 'Hero' });
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    await waitFor(() =>
      expect(container.querySelector('[data-carousel]')).toHaveAttribute('data-ready'),
    );
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(onSlideChange).toHaveBeenLastCalledWith(0);
    expect(inert(screen.getAllByRole('group'))).toEqual([false, true]);
    unmount();
  });

  /** A touch on the carousel from (300, 100) to `to`. */
  function swipe(to: { clientX: number; clientY: number }) {
    const region = screen.getByRole('region', { name: 'Ranges' });
    fireEvent.touchStart(region, { touches: [{ clientX: 300, clientY: 100 }] });
    fireEvent.touchEnd(region, { changedTouches: [to] });
  }

  it('takes a first swipe made before the slider has come as one slide', () => {
    const { onSlideChange, unmount } = renderRanges();
    swipe({ clientX: 200, clientY: 110 });
    expect(onSlideChange).toHaveBeenLastCalledWith(1);
    unmount();
  });

  it('leaves a short or vertical touch alone', () => {
    const { onSlideChange, unmount } = renderRanges();
    swipe({ clientX: 280, clientY: 100 });
    swipe({ clientX: 240, clientY: 300 });
    expect(onSlideChange).not.toHaveBeenCalled();
    unmount();
  });
});
