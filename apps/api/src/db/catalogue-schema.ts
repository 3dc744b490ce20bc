import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

// Drizzle mirrors of migrations/0003_catalogue.sql (the SQL is the source of truth). The hot
// read paths use hand-written SQL through db.query; these give typed access everywhere else.

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** `text COLLATE "C"`: byte-ordered keys, so sorts and prefix scans agree on both engines. */
const byteText = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });

export const catalogueCategories = pgTable(
  'catalogue_categories',
  {
    id: integer('id').primaryKey(),
    key: text('key').notNull().unique(),
    parentId: integer('parent_id').references((): AnyPgColumn => catalogueCategories.id, {
      onDelete: 'cascade',
    }),
    position: integer('position').notNull(),
  },
  (t) => [index('catalogue_categories_parent').on(t.parentId)],
);

export const catalogueCategoryTexts = pgTable(
  'catalogue_category_texts',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => catalogueCategories.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.language] }), unique().on(t.language, t.slug)],
);

export const catalogueRanges = pgTable('catalogue_ranges', {
  id: integer('id').primaryKey(),
  title: text('title').notNull().unique(),
  slug: text('slug').notNull().unique(),
  mainCategoryId: integer('main_category_id')
    .notNull()
    .references(() => catalogueCategories.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
});

export const products = pgTable('products', {
  id: integer('id').primaryKey(),
  tradeProductId: integer('trade_product_id').notNull().unique(),
  partNumber: text('part_number').notNull().unique(),
  eanCode: text('ean_code').notNull(),
  mainCategoryId: integer('main_category_id')
    .notNull()
    .references(() => catalogueCategories.id),
  subCategoryId: integer('sub_category_id')
    .notNull()
    .references(() => catalogueCategories.id),
  rangeId: integer('range_id')
    .notNull()
    .references(() => catalogueRanges.id),
  isAccessory: boolean('is_accessory').notNull().default(false),
  netWeight: numeric('net_weight', { precision: 9, scale: 3, mode: 'number' }).notNull(),
  etimClass: text('etim_class').notNull(),
  bestSellerRank: integer('best_seller_rank').notNull(),
  facets: jsonb('facets').$type<Record<string, string>>().notNull().default({}),
  featureGroups: jsonb('feature_groups').$type<unknown[]>().notNull().default([]),
  customFields: jsonb('custom_fields').$type<unknown[]>().notNull().default([]),
  media: jsonb('media').$type<unknown[]>().notNull().default([]),
  documents: jsonb('documents').$type<unknown[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const productTexts = pgTable(
  'product_texts',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title').notNull(),
    longText: text('long_text').notNull(),
    family: text('family').notNull(),
    slug: text('slug').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.language] }), unique().on(t.language, t.slug)],
);

export const productAccessories = pgTable(
  'product_accessories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    accessoryId: integer('accessory_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.accessoryId] })],
);

export const productRelated = pgTable(
  'product_related',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    relatedId: integer('related_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.relatedId] })],
);

export const catalogueFacetValues = pgTable(
  'catalogue_facet_values',
  {
    facet: text('facet').notNull(),
    code: smallint('code').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.facet, t.code] }), unique().on(t.facet, t.value)],
);

export const productSearch = pgTable('product_search', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  mainCategory: text('main_category').notNull(),
  subCategory: text('sub_category').notNull(),
  range: text('range').notNull(),
  partNumber: text('part_number').notNull(),
  fSubCategory: smallint('f_sub_category').notNull(),
  fRange: smallint('f_range').notNull(),
  fCct: smallint('f_cct').notNull(),
  fEnergyClass: smallint('f_energy_class').notNull(),
  fIpRating: smallint('f_ip_rating').notNull(),
  fPowerFactor: smallint('f_power_factor').notNull(),
  fWarranty: smallint('f_warranty').notNull(),
  fUgr: smallint('f_ugr').notNull(),
  fTotalPower: smallint('f_total_power').notNull(),
  fEfficacy: smallint('f_efficacy').notNull(),
  fSmartProduct: smallint('f_smart_product').notNull(),
  visibleMain: boolean('visible_main').notNull(),
  visibleAu: boolean('visible_au').notNull(),
  visibleFr: boolean('visible_fr').notNull(),
  visibleNz: boolean('visible_nz').notNull(),
  bestSellerRank: integer('best_seller_rank').notNull(),
  titleRankEn: integer('title_rank_en').notNull(),
  titleRankFr: integer('title_rank_fr').notNull(),
  skuRank: integer('sku_rank').notNull(),
  listingPosition: integer('listing_position').notNull(),
  partNumberKey: byteText('part_number_key').notNull(),
  tsvEn: tsvector('tsv_en').notNull(),
  tsvFr: tsvector('tsv_fr').notNull(),
});

export const productCards = pgTable('product_cards', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  tradeProductId: integer('trade_product_id').notNull(),
  partNumber: text('part_number').notNull(),
  range: text('range').notNull(),
  rangeSlug: text('range_slug').notNull(),
  titleEn: text('title_en').notNull(),
  titleFr: text('title_fr').notNull(),
  titleKeyEn: byteText('title_key_en').notNull(),
  titleKeyFr: byteText('title_key_fr').notNull(),
  familyEn: text('family_en').notNull(),
  familyFr: text('family_fr').notNull(),
  slugEn: text('slug_en').notNull(),
  slugFr: text('slug_fr').notNull(),
  mainCategorySlugEn: text('main_category_slug_en').notNull(),
  mainCategorySlugFr: text('main_category_slug_fr').notNull(),
  mainCategoryNameEn: text('main_category_name_en').notNull(),
  mainCategoryNameFr: text('main_category_name_fr').notNull(),
  subCategorySlugEn: text('sub_category_slug_en').notNull(),
  subCategorySlugFr: text('sub_category_slug_fr').notNull(),
  subCategoryNameEn: text('sub_category_name_en').notNull(),
  subCategoryNameFr: text('sub_category_name_fr').notNull(),
  media: jsonb('media').$type<unknown[]>().notNull(),
});

export const catalogueTerms = pgTable(
  'catalogue_terms',
  {
    id: serial('id').primaryKey(),
    language: text('language').notNull(),
    term: text('term').notNull(),
    termKey: byteText('term_key').notNull(),
    kind: text('kind').notNull(),
    weight: integer('weight').notNull(),
    visibleMain: boolean('visible_main').notNull(),
    visibleAu: boolean('visible_au').notNull(),
    visibleFr: boolean('visible_fr').notNull(),
    visibleNz: boolean('visible_nz').notNull(),
  },
  (t) => [unique().on(t.language, t.term)],
);

/**
 * Per main category, one bit string per facet code (and per country's visibility): bit i is
 * the product at listing_position i (migrations/0005, ADR 014). Written and read by SQL only.
 */
const varbit = customType<{ data: string }>({ dataType: () => 'bit varying' });
export const listingBitmaps = pgTable(
  'listing_bitmaps',
  {
    mainCategory: text('main_category').notNull(),
    facet: text('facet').notNull(),
    code: smallint('code').notNull(),
    bits: varbit('bits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.mainCategory, t.facet, t.code] })],
);
