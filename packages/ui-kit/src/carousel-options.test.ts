import { describe, expect, it } from 'vitest';
import {
  mediaQueryBelow,
  preInitStyles,
  sortBreakpoints,
  toSliderOptions,
} from './carousel-options.ts';

// Client logo slider, spec §9: 6 (4 under 1024, 3 under 767, 2 under 480).
const clients = {
  perView: 6,
  spacing: 24,
  breakpoints: [
    { below: 767, perView: 3 },
    { below: 1024, perView: 4 },
    { below: 480, perView: 2, spacing: 12 },
  ],
};

describe('carousel options', () => {
  it('writes "under N" as a max-width one pixel narrower', () => {
    expect(mediaQueryBelow(1024)).toBe('(max-width: 1023px)');
  });

  it('orders breakpoints so the narrowest matching one wins', () => {
    expect(sortBreakpoints(clients.breakpoints).map((b) => b.below)).toEqual([1024, 767, 480]);
  });

  it('builds keen-slider options', () => {
    const options = toSliderOptions({ ...clients, isLooping: true, isReducedMotion: false });
    expect(options.slides).toEqual({ perView: 6, spacing: 24 });
    expect(options.loop).toBe(true);
    expect(Object.entries(options.breakpoints ?? {})).toEqual([
      ['(max-width: 1023px)', { slides: { perView: 4, spacing: 24 } }],
      ['(max-width: 766px)', { slides: { perView: 3, spacing: 24 } }],
      ['(max-width: 479px)', { slides: { perView: 2, spacing: 12 } }],
    ]);
    expect(options.defaultAnimation?.duration).toBeGreaterThan(0);
  });

  it('jumps instead of animating under reduced motion', () => {
    const options = toSliderOptions({
      perView: 1,
      spacing: 0,
      isLooping: true,
      isReducedMotion: true,
    });
    expect(options.defaultAnimation?.duration).toBe(0);
    expect(options.breakpoints).toEqual({});
  });

  it('lays slides out before the script runs', () => {
    const css = preInitStyles('[data-c="a"]', clients);
    expect(css).toContain('[data-c="a"]>*{flex:0 0 calc((100% - 120px) / 6)}');
    expect(css).toContain('@media (max-width: 479px){[data-c="a"]{gap:12px}');
    expect(css.indexOf('1023px')).toBeLessThan(css.indexOf('479px'));
  });
});
