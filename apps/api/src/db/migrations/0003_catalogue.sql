-- Product catalogue (spec public-site §3 Product, §7 product API).
--
-- products, product_texts, product_accessories and product_related hold the catalogue as the
-- product information system exports it. catalogue_facet_values, product_search, product_cards
-- and catalogue_terms are derived from them (rebuilt by modules/catalogue/rebuild-search.ts)
-- and are what the hot paths read: listing with facets, search, autocomplete, part numbers.

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
CREATE INDEX product_accessories_accessory ON product_accessories (accessory_id);

CREATE TABLE product_related (
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  related_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  position integer NOT NULL,
  PRIMARY KEY (product_id, related_id)
);
CREATE INDEX product_related_related ON product_related (related_id);

-- Facet values by code. product_search stores facet values as smallint codes: grouping and
-- comparing two-byte integers is about twice as fast as text over a category's rows.
CREATE TABLE catalogue_facet_values (
  facet text NOT NULL,
  code smallint NOT NULL,
  value text NOT NULL,
  PRIMARY KEY (facet, code),
  UNIQUE (facet, value)
);

-- The denormalised read model, one row per product, in two tables. product_search holds only
-- what filtering, counting, sorting and matching read: facets as columns (codes above), the
-- country flags as booleans, each sort as a precomputed rank, and the full-text vectors. Rows
-- stay a few hundred bytes, so even a search matching a fifth of the catalogue reads little.
-- product_cards holds what a product card shows, fetched by key for the page only.
CREATE TABLE product_search (
  product_id integer PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
  main_category text NOT NULL,                      -- catalogue_categories.key
  sub_category text NOT NULL,                       -- catalogue_categories.key
  range text NOT NULL,                              -- catalogue_ranges.title
  part_number text NOT NULL,
  -- Facet codes (catalogue_facet_values)
  f_sub_category smallint NOT NULL,
  f_range smallint NOT NULL,
  f_cct smallint NOT NULL,
  f_energy_class smallint NOT NULL,
  f_ip_rating smallint NOT NULL,
  f_power_factor smallint NOT NULL,
  f_warranty smallint NOT NULL,
  f_ugr smallint NOT NULL,
  f_total_power smallint NOT NULL,
  f_efficacy smallint NOT NULL,
  f_smart_product smallint NOT NULL,
  -- Country visibility (custom fields Main web, Aus web, FR web, NZ web)
  visible_main boolean NOT NULL,
  visible_au boolean NOT NULL,
  visible_fr boolean NOT NULL,
  visible_nz boolean NOT NULL,
  -- Sort keys: 1 = first
  best_seller_rank integer NOT NULL,
  title_rank_en integer NOT NULL,
  title_rank_fr integer NOT NULL,
  sku_rank integer NOT NULL,
  -- Part number, lower-case without separators, byte-ordered: exact, prefix and infix lookups
  part_number_key text COLLATE "C" NOT NULL,
  -- Full text per language configuration: title and part number (A), family and category names (B)
  tsv_en tsvector NOT NULL,
  tsv_fr tsvector NOT NULL
);

-- Listing: one index range per category carrying every facet code, flag and sort rank, so the
-- facet counts and the page order come from a single index-only scan.
CREATE INDEX product_search_listing ON product_search (main_category) INCLUDE (
  product_id, f_sub_category, f_range, f_cct, f_energy_class, f_ip_rating, f_power_factor,
  f_warranty, f_ugr, f_total_power, f_efficacy, f_smart_product, visible_main, visible_au,
  visible_fr, visible_nz, best_seller_rank, title_rank_en, title_rank_fr, sku_rank
);
CREATE INDEX product_search_filter ON product_search (main_category, sub_category, best_seller_rank);
CREATE INDEX product_search_range ON product_search (range, best_seller_rank);
CREATE INDEX product_search_tsv_en ON product_search USING gin (tsv_en);
CREATE INDEX product_search_tsv_fr ON product_search USING gin (tsv_fr);
CREATE INDEX product_search_part_number ON product_search (part_number_key);
CREATE INDEX product_search_part_number_trgm ON product_search USING gin (part_number_key gin_trgm_ops);

CREATE TABLE product_cards (
  product_id integer PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
  trade_product_id integer NOT NULL,
  part_number text NOT NULL,
  range text NOT NULL,
  range_slug text NOT NULL,
  title_en text NOT NULL,
  title_fr text NOT NULL,
  -- Folded titles (lower-case, accent-free) for typo-tolerant matching
  title_key_en text COLLATE "C" NOT NULL,
  title_key_fr text COLLATE "C" NOT NULL,
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
  media jsonb NOT NULL
);
CREATE UNIQUE INDEX product_cards_slug_en ON product_cards (slug_en);
CREATE UNIQUE INDEX product_cards_slug_fr ON product_cards (slug_fr);
CREATE INDEX product_cards_title_en_trgm ON product_cards USING gin (title_key_en gin_trgm_ops);
CREATE INDEX product_cards_title_fr_trgm ON product_cards USING gin (title_key_fr gin_trgm_ops);

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
