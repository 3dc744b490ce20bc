-- Search statistics (spec campaigns-and-admin "Search history row": createdAt, country,
-- platform, productSearchQuery). Append-only: the public site writes one row per product
-- search it runs (POST /search-history); the staff console reads by date range and platform.
CREATE TABLE search_history (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  country smallint NOT NULL CHECK (country BETWEEN 1 AND 5),
  platform text NOT NULL CHECK (platform IN ('WEB', 'APP')),
  product_search_query text NOT NULL CHECK (char_length(product_search_query) BETWEEN 1 AND 200)
);
-- The statistics page pages by date, optionally for one platform.
CREATE INDEX search_history_created_at ON search_history (created_at);
CREATE INDEX search_history_platform_created_at ON search_history (platform, created_at);
