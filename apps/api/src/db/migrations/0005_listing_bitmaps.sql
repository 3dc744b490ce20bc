-- Listing facet counts from bitmaps (docs/decisions/014-listing-bitmaps.md). Counting eleven
-- facets disjunctively row by row costs about 1 µs a row per facet group: 25–45 ms for a
-- category of 22,000 products. A bitmap per (main category, facet, code) turns each count into
-- a popcount of a few ANDed bit strings, about a millisecond for a whole category.
--
-- Bit i of every bitmap of a main category stands for the same product: the i-th of that
-- category by product_id. Rows whose facet is a product_search visibility column (visible_main,
-- visible_au, visible_fr, visible_nz; code 1) hold the products shown there. rebuild-search.ts
-- fills the table with product_search, in the same transaction. Only hand-written SQL reads it
-- (no Drizzle mirror: bit varying).
CREATE TABLE listing_bitmaps (
  main_category text NOT NULL,
  facet text NOT NULL,
  code smallint NOT NULL,
  bits bit varying NOT NULL,
  PRIMARY KEY (main_category, facet, code)
);
-- A few kilobytes each, and random bits do not compress: store them out of line, uncompressed.
ALTER TABLE listing_bitmaps ALTER COLUMN bits SET STORAGE EXTERNAL;

-- The page no longer needs a whole-category scan: one index per sort rank, carrying the facet
-- codes and country flags, lets the page read the category in order and stop after
-- offset + size matches.
DROP INDEX product_search_listing;
CREATE INDEX product_search_by_best_seller ON product_search (main_category, best_seller_rank) INCLUDE (
  product_id, f_sub_category, f_range, f_cct, f_energy_class, f_ip_rating, f_power_factor,
  f_warranty, f_ugr, f_total_power, f_efficacy, f_smart_product, visible_main, visible_au,
  visible_fr, visible_nz
);
CREATE INDEX product_search_by_title_en ON product_search (main_category, title_rank_en) INCLUDE (
  product_id, f_sub_category, f_range, f_cct, f_energy_class, f_ip_rating, f_power_factor,
  f_warranty, f_ugr, f_total_power, f_efficacy, f_smart_product, visible_main, visible_au,
  visible_fr, visible_nz
);
CREATE INDEX product_search_by_title_fr ON product_search (main_category, title_rank_fr) INCLUDE (
  product_id, f_sub_category, f_range, f_cct, f_energy_class, f_ip_rating, f_power_factor,
  f_warranty, f_ugr, f_total_power, f_efficacy, f_smart_product, visible_main, visible_au,
  visible_fr, visible_nz
);
CREATE INDEX product_search_by_sku ON product_search (main_category, sku_rank) INCLUDE (
  product_id, f_sub_category, f_range, f_cct, f_energy_class, f_ip_rating, f_power_factor,
  f_warranty, f_ugr, f_total_power, f_efficacy, f_smart_product, visible_main, visible_au,
  visible_fr, visible_nz
);
