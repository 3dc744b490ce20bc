-- Listing facet counts from bitmaps (docs/decisions/014-listing-bitmaps.md). Counting eleven
-- facets disjunctively row by row costs about 1 µs a row per facet group: 25–45 ms for a
-- category of 22,000 products. A bitmap per (main category, facet, code) turns each count into
-- a popcount of a few ANDed bit strings, about a millisecond for a whole category.
--
-- Bit i of every bitmap of a main category stands for the same product (listing_position
-- below). Rows whose facet is a product_search visibility column (visible_main,
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

-- Bit i of a category's bitmaps is the product whose listing_position is i (0-based, by
-- product_id within the category). The page filters rows by that bit of the final mask.
-- Existing rows get 0 until the next rebuild (the seeder's read-model version forces one).
ALTER TABLE product_search ADD COLUMN listing_position integer NOT NULL DEFAULT 0;
ALTER TABLE product_search ALTER COLUMN listing_position DROP DEFAULT;

-- The page no longer needs a whole-category scan: one narrow index per sort rank lets it read
-- the category in order, test each row's bit, and stop after offset + size matches.
DROP INDEX product_search_listing;
CREATE INDEX product_search_by_best_seller ON product_search (main_category, best_seller_rank)
  INCLUDE (product_id, listing_position);
CREATE INDEX product_search_by_title_en ON product_search (main_category, title_rank_en)
  INCLUDE (product_id, listing_position);
CREATE INDEX product_search_by_title_fr ON product_search (main_category, title_rank_fr)
  INCLUDE (product_id, listing_position);
CREATE INDEX product_search_by_sku ON product_search (main_category, sku_rank)
  INCLUDE (product_id, listing_position);
