import { describe, expect, it } from 'vitest';
import { PRODUCT_SORTS, parseProductSort } from '@lumen/validation';
import { sortKeys } from './sort-order.ts';

describe('listing sorts (spec §9)', () => {
  it('maps each sort to its precomputed rank and direction', () => {
    expect(sortKeys('bestSeller', 'en-GB')).toEqual({
      column: 'best_seller_rank',
      descending: false,
    });
    expect(sortKeys('a-zSort', 'en-GB')).toEqual({ column: 'title_rank_en', descending: false });
    expect(sortKeys('z-aSort', 'fr-FR')).toEqual({ column: 'title_rank_fr', descending: true });
    expect(sortKeys('skua-zSort', 'fr-FR')).toEqual({ column: 'sku_rank', descending: false });
    expect(sortKeys('skuz-aSort', 'en-GB')).toEqual({ column: 'sku_rank', descending: true });
  });

  it('knows every sort the API accepts', () => {
    for (const sort of PRODUCT_SORTS) expect(sortKeys(sort, 'en-GB').column).toBeTruthy();
  });

  it('reads a sort from a URL, defaulting to Best Sellers', () => {
    expect(parseProductSort('z-aSort')).toBe('z-aSort');
    expect(parseProductSort('skua-zSort')).toBe('skua-zSort');
    expect(parseProductSort('price')).toBe('bestSeller');
    expect(parseProductSort(undefined)).toBe('bestSeller');
    expect(parseProductSort(['a-zSort'])).toBe('bestSeller');
  });
});
