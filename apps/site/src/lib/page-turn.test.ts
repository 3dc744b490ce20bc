import { describe, expect, it } from 'vitest';
import { isPageTurn } from './page-turn.ts';

const at = (href: string) => new URL(href, 'http://site.test');

describe('isPageTurn', () => {
  it('is a page turn when only ?page= changes', () => {
    expect(
      isPageTurn({
        currentUrl: at('/product-catalogue/a?page=2'),
        nextUrl: at('/product-catalogue/a?page=4'),
      }),
    ).toBe(true);
    expect(
      isPageTurn({
        currentUrl: at('/product-catalogue/a'),
        nextUrl: at('/product-catalogue/a?page=2'),
      }),
    ).toBe(true);
  });

  it('is not when the book, another parameter or the method changes', () => {
    expect(
      isPageTurn({
        currentUrl: at('/product-catalogue/a?page=2'),
        nextUrl: at('/product-catalogue/b?page=2'),
      }),
    ).toBe(false);
    expect(
      isPageTurn({
        currentUrl: at('/product-catalogue/a?page=2'),
        nextUrl: at('/product-catalogue/a?page=2&x=1'),
      }),
    ).toBe(false);
    expect(
      isPageTurn({ currentUrl: at('/a?page=1'), nextUrl: at('/a?page=2'), formMethod: 'POST' }),
    ).toBe(false);
  });
});
