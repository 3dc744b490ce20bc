import { describe, expect, it } from 'vitest';
import {
  lastPage,
  nextPage,
  pageFromParam,
  pageImageUrl,
  pagesInView,
  previousPage,
} from './flipbook.ts';

describe('flipbook pages', () => {
  it('opens like a printed book: cover alone, then even–odd spreads', () => {
    expect(pagesInView(1, 434, 'spread')).toEqual([1]);
    expect(pagesInView(2, 434, 'spread')).toEqual([2, 3]);
    expect(pagesInView(200, 434, 'spread')).toEqual([200, 201]);
    expect(pagesInView(201, 434, 'spread')).toEqual([200, 201]);
    expect(pagesInView(434, 434, 'spread')).toEqual([434]);
    expect(pagesInView(48, 47, 'spread')).toEqual([46, 47]);
    expect(pagesInView(200, 434, 'single')).toEqual([200]);
  });

  it('flips forward and back a view at a time, stopping at the ends', () => {
    expect(nextPage(1, 434, 'spread')).toBe(2);
    expect(nextPage(200, 434, 'spread')).toBe(202);
    expect(nextPage(433, 434, 'spread')).toBe(434);
    expect(nextPage(434, 434, 'spread')).toBeNull();
    expect(previousPage(202, 434, 'spread')).toBe(200);
    expect(previousPage(2, 434, 'spread')).toBe(1);
    expect(previousPage(1, 434, 'spread')).toBeNull();
    expect(nextPage(7, 12, 'single')).toBe(8);
    expect(previousPage(7, 12, 'single')).toBe(6);
    expect(lastPage(434, 'spread')).toBe(434);
    expect(lastPage(47, 'spread')).toBe(46);
  });

  it('reads ?page= safely: junk, zero and past the end give a real page', () => {
    expect(pageFromParam('200', 434)).toBe(200);
    expect(pageFromParam(null, 434)).toBe(1);
    expect(pageFromParam('abc', 434)).toBe(1);
    expect(pageFromParam('0', 434)).toBe(1);
    expect(pageFromParam('99999', 434)).toBe(434);
    expect(pageFromParam('-3', 434)).toBe(1);
    expect(pageFromParam('1e3', 434)).toBe(1);
  });

  it('fills the image template with a 3-digit page number', () => {
    expect(pageImageUrl('/media/content/catalogue-pages/x-{page}.webp', 7)).toBe(
      '/media/content/catalogue-pages/x-007.webp',
    );
    expect(pageImageUrl('/p/x-{page}.webp', 434)).toBe('/p/x-434.webp');
  });
});
