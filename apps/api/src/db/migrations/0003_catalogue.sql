-- Product catalogue (spec public-site §3 Product, §7 product API).
--
-- products, product_texts, product_accessories and product_related hold the catalogue as the
-- product information system exports it. product_search is derived from them (one row per
-- product, rebuilt by modules/catalogue/rebuild-search.ts) and is the only table the hot paths
-- read: listing with facets, search, autocomplete and part-number lookups.

-- Chapters: main categories (parent_id NULL) and their sub categories.
CREATE TABLE catalogue_categories (
  id integer PRIMARY KEY,
  key text NOT NULL UNIQUE,
  parent_id integer REFERENCES catalogue_categories (id) ON DELETE CASCADE,
  position integer NOT NULL
);
CREATE INDEX catalogue_categories_parent ON catalogue_categories (parent_id);

CREATE TABLE catalogue_category_texts (
  category_id integer NOT NULL REFERENCES catalogue_categories (id) ON DELETE CASCADE,
  language text NOT NULL CHECK (language IN ('en-GB', 'fr-FR')),
  name text NOT NULL,
  slug text NOT NULL,
  description text NOT NULL DEFAULT '',
  PRIMARY KEY (category_id, language),
  UNIQUE (language, slug)
);
-- Slugs arrive from URLs in either language, so lookups go by slug alone.
CREATE INDEX catalogue_category_texts_slug ON catalogue_category_texts (slug);

CREATE TABLE catalogue_ranges (
  id integer PRIMARY KEY,
  title text NOT NULL UNIQUE,
  slug text NOT NULL UNIQUE,
  main_category_id integer NOT NULL REFERENCES catalogue_categories (id) ON DELETE CASCADE,
  position integer NOT NULL
);

CREATE TABLE products (
  id integer PRIMARY KEY,                           -- productId
  trade_product_id integer NOT NULL UNIQUE,         -- tradeProducts[0].tradeProductId
  part_number text NOT NULL UNIQUE,                 -- partnumberManufacturer
  ean_code text NOT NULL,                           -- eanCodePartnumber
  main_category_id integer NOT NULL REFERENCES catalogue_categories (id),
  sub_category_id integer NOT NULL REFERENCES catalogue_categories (id),
  range_id integer NOT NULL REFERENCES catalogue_ranges (id),
  is_accessory boolean NOT NULL DEFAULT false,
  net_weight numeric(9, 3) NOT NULL,                -- kg
  etim_class text NOT NULL,                         -- etimClass.etimId
  best_seller_rank integer NOT NULL,                -- 1 sells best
  -- Facet values by facet name (subCategory and range come from the columns above).
  facets jsonb NOT NULL DEFAULT '{}',
  -- [{etimId, description: {en-GB, fr-FR}, features: [{etimId, description, value: {featureValue, unit}}]}]
  feature_groups jsonb NOT NULL DEFAULT '[]',
  -- [{name, value, language}] incl. IP Rating … and the country flags Main web, FR web, Aus web, NZ web.
  custom_fields jsonb NOT NULL DEFAULT '[]',
  -- [{mediaId, isMainMedia, languages: [{language, filename}]}]
  media jsonb NOT NULL DEFAULT '[]',
  -- [{type, title, language, url}]
  documents jsonb NOT NULL DEFAULT '[]',
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX products_range ON products (range_id);

CREATE TABLE product_texts (
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  language text NOT NULL CHECK (language IN ('en-GB', 'fr-FR')),
  title text NOT NULL,                              -- technicalDescription.value
  long_text text NOT NULL,                          -- originalLongText
  family text NOT NULL,
  slug text NOT NULL,                               -- slugProduct
  PRIMARY KEY (product_id, language),
  UNIQUE (language, slug)
);

CREATE TABLE product_accessories (
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  accessory_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  position integer NOT NULL,
  PRIMARY KEY (product_id, accessory_id)
);

CREATE TABLE product_related (
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  related_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  position integer NOT NULL,
  PRIMARY KEY (product_id, related_id)
);

-- The denormalised read model. Facet values are plain columns so one scan of a category can
-- count them all; the country flags are booleans; titles and part numbers have normalised
-- (lower-case, accent-free, byte-ordered) keys for sorting and prefix lookups.
CREATE TABLE product_search (
  product_id integer PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
  trade_product_id integer NOT NULL,
  part_number text NOT NULL,
  part_number_key text COLLATE "C" NOT NULL,
  main_category text NOT NULL,                      -- catalogue_categories.key
  -- Facets
  sub_category text NOT NULL,                       -- catalogue_categories.key
  range text NOT NULL,
  cct text NOT NULL,
  energy_class text NOT NULL,
  ip_rating text NOT NULL,
  power_factor text NOT NULL,
  warranty text NOT NULL,
  ugr text NOT NULL,
  total_power text NOT NULL,
  efficacy text NOT NULL,
  smart_product text NOT NULL,
  -- Country visibility (custom fields Main web, Aus web, FR web, NZ web)
  visible_main boolean NOT NULL,
  visible_au boolean NOT NULL,
  visible_fr boolean NOT NULL,
  visible_nz boolean NOT NULL,
  -- Sort keys
  best_seller_rank integer NOT NULL,
  title_key_en text COLLATE "C" NOT NULL,
  title_key_fr text COLLATE "C" NOT NULL,
  -- Card fields, so listings never join
  title_en text NOT NULL,
  title_fr text NOT NULL,
  family_en text NOT NULL,
  family_fr text NOT NULL,
  slug_en text NOT NULL,
  slug_fr text NOT NULL,
  main_category_slug_en text NOT NULL,
  main_category_slug_fr text NOT NULL,
  main_category_name_en text NOT NULL,
  main_category_name_fr text NOT NULL,
  sub_category_slug_en text NOT NULL,
  sub_category_slug_fr text NOT NULL,
  sub_category_name_en text NOT NULL,
  sub_category_name_fr text NOT NULL,
  range_slug text NOT NULL,
  media jsonb NOT NULL,
  -- Full text, per language configuration
  tsv_en tsvector NOT NULL,
  tsv_fr tsvector NOT NULL
);

-- Listing: one index range per category that carries every facet, flag and sort key, so the
-- facet counts and the page order come from an index-only scan.
CREATE INDEX product_search_listing ON product_search (main_category) INCLUDE (
  sub_category, range, cct, energy_class, ip_rating, power_factor, warranty, ugr, total_power,
  efficacy, smart_product, visible_main, visible_au, visible_fr, visible_nz, best_seller_rank,
  part_number_key, title_key_en, title_key_fr
);
CREATE INDEX product_search_range ON product_search (range, best_seller_rank);
-- Search
CREATE INDEX product_search_tsv_en ON product_search USING gin (tsv_en);
CREATE INDEX product_search_tsv_fr ON product_search USING gin (tsv_fr);
CREATE INDEX product_search_part_number_prefix ON product_search (part_number_key);
CREATE INDEX product_search_part_number_trgm ON product_search USING gin (part_number_key gin_trgm_ops);
CREATE INDEX product_search_title_en_trgm ON product_search USING gin (title_key_en gin_trgm_ops);
CREATE INDEX product_search_title_fr_trgm ON product_search USING gin (title_key_fr gin_trgm_ops);
CREATE UNIQUE INDEX product_search_slug_en ON product_search (slug_en);
CREATE UNIQUE INDEX product_search_slug_fr ON product_search (slug_fr);

-- Autocomplete vocabulary: category, sub category, range and family names per language, with
-- the countries where at least one product carries them. Small (bounded by the taxonomy, not
-- by the number of products), so a prefix scan over it stays fast at any catalogue size.
CREATE TABLE catalogue_terms (
  id serial PRIMARY KEY,
  language text NOT NULL CHECK (language IN ('en-GB', 'fr-FR')),
  term text NOT NULL,
  term_key text COLLATE "C" NOT NULL,
  kind text NOT NULL CHECK (kind IN ('category', 'subCategory', 'range', 'family')),
  weight integer NOT NULL,
  visible_main boolean NOT NULL,
  visible_au boolean NOT NULL,
  visible_fr boolean NOT NULL,
  visible_nz boolean NOT NULL,
  UNIQUE (language, term)
);
CREATE INDEX catalogue_terms_key ON catalogue_terms (language, term_key);
CREATE INDEX catalogue_terms_trgm ON catalogue_terms USING gin (term_key gin_trgm_ops);
