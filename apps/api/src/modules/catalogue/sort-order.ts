import type { ProductLanguage, ProductSort } from '@lumen/validation';
import { languageSuffix } from './language-and-country.ts';

/**
 * ORDER BY for each listing sort (spec §9). Each sort is a rank precomputed when the search
 * table is rebuilt (titles folded and byte-ordered, so both engines agree), unique per product,
 * so pages never overlap or skip.
 */
export function sortKeys(
  sort: ProductSort,
  language: ProductLanguage,
): { column: string; descending: boolean } {
  const title = `title_rank_${languageSuffix(language)}`;
  switch (sort) {
    case 'bestSeller':
      return { column: 'best_seller_rank', descending: false };
    case 'a-zSort':
      return { column: title, descending: false };
    case 'z-aSort':
      return { column: title, descending: true };
    case 'skua-zSort':
      return { column: 'sku_rank', descending: false };
    case 'skuz-aSort':
      return { column: 'sku_rank', descending: true };
  }
}
