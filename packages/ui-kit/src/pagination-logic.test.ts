import { describe, expect, it } from 'vitest';
import {
  getPageWindow,
  getPaginationState,
  getTotalPages,
  normalizePage,
} from './pagination-logic.ts';

describe('getTotalPages', () => {
  it('rounds up and has no pages for no items', () => {
    expect(getTotalPages(0, 12)).toBe(0);
    expect(getTotalPages(12, 12)).toBe(1);
    expect(getTotalPages(13, 12)).toBe(2);
    expect(getTotalPages(1500, 36)).toBe(42);
    expect(getTotalPages(10, 0)).toBe(0);
    expect(getTotalPages(Number.NaN, 12)).toBe(0);
  });
});

describe('normalizePage', () => {
  it('keeps a valid page', () => {
    expect(normalizePage(3, 5)).toBe(3);
    expect(normalizePage(5, 5)).toBe(5);
  });

  it('jumps to page 1 when the total drops below the current page', () => {
    expect(normalizePage(6, 5)).toBe(1);
    expect(normalizePage(2, 0)).toBe(1);
  });

  it('turns nonsense into page 1', () => {
    for (const page of [0, -3, 1.5, Number.NaN]) expect(normalizePage(page, 5)).toBe(1);
  });
});

describe('getPageWindow', () => {
  it('centres the current page', () => {
    expect(getPageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(getPageWindow(6, 10, 3)).toEqual([5, 6, 7]);
  });

  it('slides inwards at the ends', () => {
    expect(getPageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(getPageWindow(2, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(getPageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(getPageWindow(9, 10, 3)).toEqual([8, 9, 10]);
    expect(getPageWindow(10, 10, 3)).toEqual([8, 9, 10]);
  });

  it('shows every page when there are fewer than the window', () => {
    expect(getPageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(getPageWindow(1, 1)).toEqual([1]);
    expect(getPageWindow(1, 0)).toEqual([]);
  });

  it('clamps a current page outside the range', () => {
    expect(getPageWindow(40, 10, 3)).toEqual([8, 9, 10]);
    expect(getPageWindow(-2, 10, 3)).toEqual([1, 2, 3]);
  });

  it('biases an even window forwards', () => {
    expect(getPageWindow(5, 10, 4)).toEqual([4, 5, 6, 7]);
  });
});

describe('getPaginationState', () => {
  it('disables backwards on the first page and forwards on the last', () => {
    expect(getPaginationState(1, 5)).toEqual({ canGoBack: false, canGoForward: true });
    expect(getPaginationState(3, 5)).toEqual({ canGoBack: true, canGoForward: true });
    expect(getPaginationState(5, 5)).toEqual({ canGoBack: true, canGoForward: false });
    expect(getPaginationState(1, 1)).toEqual({ canGoBack: false, canGoForward: false });
  });
});
