import type { CustomField, Product, ProductLanguage } from '@lumen/validation';
import type { Database } from '#src/db/client.ts';
import { ETIM_CLASSES, ETIM_FEATURES, ETIM_GROUPS, etimName, featureValueIn } from './etim.ts';
import { toMedia } from './product-summaries.ts';
import type { StoredDocument, StoredFeatureGroup, StoredMedia } from './stored-product.ts';

type ProductRow = {
  id: number;
  trade_product_id: number;
  part_number: string;
  ean_code: string;
  net_weight: number;
  etim_class: string;
  feature_groups: StoredFeatureGroup[];
  custom_fields: CustomField[];
  media: StoredMedia[];
  documents: StoredDocument[];
  title: string;
  long_text: string;
  family: string;
  slug: string;
  main_slug: string;
  main_name: string;
  sub_slug: string;
  sub_name: string;
  range: string;
  range_slug: string;
  alternates: { language: ProductLanguage; slugProduct: string; slugMainCategory: string }[];
  accessories:
    | {
        id: number;
        trade_product_id: number;
        part_number: string;
        media: StoredMedia[];
        title: string;
        slug: string;
        cat_slug: string;
      }[]
    | null;
  related: number[] | null;
};

/**
 * Full product records (spec §3 Product) in one language, in the order of `ids`. One
 * statement: the accessories, related products and language alternates come back as JSON.
 */
export async function loadProducts(
  db: Database,
  ids: readonly number[],
  language: ProductLanguage,
): Promise<Product[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<ProductRow>(
    `SELECT p.id, p.trade_product_id, p.part_number, p.ean_code, p.net_weight::float8 AS net_weight,
            p.etim_class, p.feature_groups, p.custom_fields, p.media, p.documents,
            t.title, t.long_text, t.family, t.slug,
            mct.slug AS main_slug, mct.name AS main_name, sct.slug AS sub_slug, sct.name AS sub_name,
            r.title AS range, r.slug AS range_slug,
            (SELECT json_agg(json_build_object('language', a.language, 'slugProduct', a.slug,
                                               'slugMainCategory', ac.slug) ORDER BY a.language)
               FROM product_texts a
               JOIN catalogue_category_texts ac ON ac.category_id = p.main_category_id AND ac.language = a.language
              WHERE a.product_id = p.id) AS alternates,
            (SELECT json_agg(json_build_object('id', ap.id, 'trade_product_id', ap.trade_product_id,
                                               'part_number', ap.part_number, 'media', ap.media,
                                               'title', at.title, 'slug', at.slug, 'cat_slug', act.slug)
                             ORDER BY pa.position)
               FROM product_accessories pa
               JOIN products ap ON ap.id = pa.accessory_id
               JOIN product_texts at ON at.product_id = ap.id AND at.language = $2
               JOIN catalogue_category_texts act ON act.category_id = ap.main_category_id AND act.language = $2
              WHERE pa.product_id = p.id) AS accessories,
            (SELECT json_agg(rp.trade_product_id ORDER BY pr.position)
               FROM product_related pr JOIN products rp ON rp.id = pr.related_id
              WHERE pr.product_id = p.id) AS related
       FROM products p
       JOIN product_texts t ON t.product_id = p.id AND t.language = $2
       JOIN catalogue_category_texts mct ON mct.category_id = p.main_category_id AND mct.language = $2
       JOIN catalogue_category_texts sct ON sct.category_id = p.sub_category_id AND sct.language = $2
       JOIN catalogue_ranges r ON r.id = p.range_id
      WHERE p.id = ANY($1::int[])`,
    [ids, language],
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toProduct(row, language)] : [];
  });
}

function toProduct(row: ProductRow, language: ProductLanguage): Product {
  const media = toMedia(row.id, row.media);
  return {
    productId: row.id,
    language,
    partnumberManufacturer: row.part_number,
    eanCodePartnumber: row.ean_code,
    slugProduct: row.slug,
    slugMainCategory: row.main_slug,
    slugMainCategory1: row.sub_slug,
    slugMainCategory2: row.range_slug,
    mainCategory: row.main_name,
    subCategory: row.sub_name,
    range: row.range,
    family: row.family,
    netWeight: Number(row.net_weight),
    technicalDescription: { value: row.title },
    originalLongText: [{ language, value: row.long_text }],
    etimClass: {
      etimId: row.etim_class,
      description: etimName(ETIM_CLASSES, row.etim_class, language),
    },
    featureGroups: row.feature_groups.map((g) => ({
      etimId: g.etimId,
      description: etimName(ETIM_GROUPS, g.etimId, language),
      features: g.features.map((f) => ({
        etimId: f.etimId,
        description: etimName(ETIM_FEATURES, f.etimId, language),
        value: { featureValue: featureValueIn(f.value, language), unit: f.unit },
      })),
    })),
    customFields: row.custom_fields.filter((f) => f.language === null || f.language === language),
    media,
    tradeProducts: [
      {
        tradeProductId: row.trade_product_id,
        media,
        relatedTradeProducts: (row.related ?? []).map((tradeProductId) => ({ tradeProductId })),
      },
    ],
    accessories: (row.accessories ?? []).map((a) => ({
      id: a.trade_product_id,
      productId: a.id,
      name: a.title,
      partnumberManufacturer: a.part_number,
      media: toMedia(a.id, a.media),
      catSlug: a.cat_slug,
      productSlug: a.slug,
    })),
    documents: row.documents.filter((d) => d.language === language),
    alternates: row.alternates,
  };
}
