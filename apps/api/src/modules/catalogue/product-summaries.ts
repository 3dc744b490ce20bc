import type { Media, ProductLanguage, ProductSummary } from '@lumen/validation';
import { languageSuffix } from './language-and-country.ts';
import type { StoredMedia } from './stored-product.ts';

/**
 * Product cards (listing, search, similar products) come from product_cards, one row per card
 * fetched by key. These two functions are the only place that shape is read.
 */
export function summaryColumns(language: ProductLanguage, alias = 'c'): string {
  const l = languageSuffix(language);
  return [
    'product_id',
    'trade_product_id',
    'part_number',
    `title_${l} AS title`,
    `slug_${l} AS slug`,
    `main_category_slug_${l} AS main_category_slug`,
    `sub_category_slug_${l} AS sub_category_slug`,
    'range_slug',
    `main_category_name_${l} AS main_category_name`,
    `sub_category_name_${l} AS sub_category_name`,
    'range',
    `family_${l} AS family`,
    'media',
  ]
    .map((c) => `${alias}.${c}`)
    .join(', ');
}

export type SummaryRow = {
  product_id: number;
  trade_product_id: number;
  part_number: string;
  title: string;
  slug: string;
  main_category_slug: string;
  sub_category_slug: string;
  range_slug: string;
  main_category_name: string;
  sub_category_name: string;
  range: string;
  family: string;
  media: StoredMedia[] | string;
};

export function toMedia(productId: number, media: StoredMedia[] | string): Media[] {
  const list = typeof media === 'string' ? (JSON.parse(media) as StoredMedia[]) : media;
  return list.map((m) => ({ ...m, productId }));
}

export function toSummary(row: SummaryRow): ProductSummary {
  return {
    productId: row.product_id,
    tradeProductId: row.trade_product_id,
    partnumberManufacturer: row.part_number,
    technicalDescription: { value: row.title },
    slugProduct: row.slug,
    slugMainCategory: row.main_category_slug,
    slugMainCategory1: row.sub_category_slug,
    slugMainCategory2: row.range_slug,
    mainCategory: row.main_category_name,
    subCategory: row.sub_category_name,
    range: row.range,
    family: row.family,
    tradeProducts: [
      { tradeProductId: row.trade_product_id, media: toMedia(row.product_id, row.media) },
    ],
  };
}
