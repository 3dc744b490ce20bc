import { describe, expect, it } from 'vitest';
import {
  cutCaseStudyTitle,
  cutMobileHeroSubtitle,
  cutMobileHeroTitle,
  cutNewsCardDescription,
  cutNewsTitle,
  cutProductCardTitle,
  cutProductPageTitle,
  cutSubCategoryLabel,
  cutTitle,
  ELLIPSIS,
  productCardTitle,
  truncateText,
} from './cut-offs.ts';

const text = (length: number) => 'x'.repeat(length);

describe('truncateText', () => {
  it('keeps text that fits, exactly at the limit too', () => {
    expect(truncateText('Downlights', 10)).toBe('Downlights');
    expect(truncateText(text(60), 60)).toBe(text(60));
  });

  it('cuts longer text and adds the ellipsis', () => {
    expect(truncateText(text(61), 60)).toBe(`${text(60)}${ELLIPSIS}`);
  });

  it('drops the spaces before the ellipsis', () => {
    expect(truncateText('Emergency lighting guide', 10)).toBe(`Emergency${ELLIPSIS}`);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(truncateText('💡💡💡', 2)).toBe(`💡💡${ELLIPSIS}`);
    expect(truncateText('Éclairage économe', 9)).toBe(`Éclairage${ELLIPSIS}`);
  });

  it('treats missing text as empty', () => {
    expect(truncateText(undefined, 5)).toBe('');
    expect(truncateText(null, 5)).toBe('');
  });
});

describe('spec §5 cut-offs', () => {
  it.each([
    ['news title', cutNewsTitle, 65],
    ['case study title', cutCaseStudyTitle, 60],
    ['mobile hero title', cutMobileHeroTitle, 50],
    ['mobile hero subtitle', cutMobileHeroSubtitle, 90],
    ['other titles', cutTitle, 60],
    ['product page title', cutProductPageTitle, 60],
    ['news card description', cutNewsCardDescription, 300],
    ['sub-category label', cutSubCategoryLabel, 31],
  ] as const)('%s: kept up to %i characters, cut beyond', (_name, cut, limit) => {
    expect(cut(text(limit))).toBe(text(limit));
    expect(cut(text(limit + 1))).toBe(`${text(limit)}${ELLIPSIS}`);
    expect(cut(undefined)).toBe('');
  });

  it('cuts product card titles over 41 characters to 37 plus three dots', () => {
    expect(cutProductCardTitle(text(41))).toBe(text(41));
    expect(cutProductCardTitle(text(42))).toBe(`${text(37)}...`);
  });

  it('appends the part number to the product card title', () => {
    expect(productCardTitle('Kosmos fire-rated downlight 6W', 'KOS-6W-WH')).toBe(
      'Kosmos fire-rated downlight 6W KOS-6W-WH',
    );
    expect(
      productCardTitle('Kosmos IP65 fire-rated tilting downlight with CCT switch', 'KOS-6W-CCT'),
    ).toBe('Kosmos IP65 fire-rated tilting downli... KOS-6W-CCT');
    expect(productCardTitle('Vela panel', undefined)).toBe('Vela panel');
    expect(productCardTitle(undefined, 'VEL-600')).toBe('VEL-600');
  });
});
