import type { ProductLanguage, ProductSort } from '@lumen/validation';
import { languageSuffix } from './language-and-country.ts';

/**
 * ORDER BY for each listing sort (spec §9). Every order ends on product_id so pages never
 * overlap or skip when keys tie. Keys are the folded, byte-ordered columns of product_search,
 * so both engines sort identically.
 */
export function sortKeys(sort: ProductSort, language: ProductLanguage): { column: string; descending: boolean }[] {
  const title = `title_key_${languageSuffix(language)}`;
  switch (sort) {
    case 'bestSeller':
      return [
        { column: 'best_seller_rank', descending: false },
        { column: 'product_id', descending: false },
      ];
    case 'a-zSort':
      return [
        { column: title, descending: false },
        { column: 'product_id', descending: false },
      ];
    case 'z-aSort':
      return [
        { column: title, descending: true },
        { column: 'product_id', descending: true },
      ];
    case 'skua-zSort':
      return [
        { column: 'part_number_key', descending: false },
        { column: 'product_id', descending: false },
      ];
    case 'skuz-aSort':
      return [
        { column: 'part_number_key', descending: true },
        { column: 'product_id', descending: true },
      ];
  }
}

export function orderByClause(sort: ProductSort, language: ProductLanguage, alias?: string): string {
  return sortKeys(sort, language)
    .map((k) => `${alias ? `${alias}.` : ''}${k.column}${k.descending ? ' DESC' : ''}`)
    .join(', ');
}
