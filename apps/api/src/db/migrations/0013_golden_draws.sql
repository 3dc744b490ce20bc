-- Verifiable prize draws (issue 14 point 2, docs/decisions/033): the server freezes a draw's
-- eligible pool, records its size and a SHA-256 over its sorted serials, then draws with a
-- CSPRNG and records the random value, the index and the winner, so any staff member can
-- check a draw afterwards (CAP Code 8.24: "verifiably random"). The id is the draw number.
CREATE TABLE golden_draws (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  promotion_id bigint NOT NULL REFERENCES promotions (id),
  draw text NOT NULL CHECK (draw IN ('weekly', 'monthly', 'stared')),
  frozen_at timestamptz NOT NULL DEFAULT now(),
  frozen_by bigint NOT NULL REFERENCES staff_accounts (id),
  -- An empty pool is refused before a draw is recorded: there is nothing to draw from.
  pool_size integer NOT NULL CHECK (pool_size > 0),
  -- Lower-case hex SHA-256 of the pool's serials sorted by code point, joined with "\n".
  pool_sha256 char(64) NOT NULL CHECK (pool_sha256 ~ '^[0-9a-f]{64}$'),
  -- Set together by the draw, once: the CSPRNG's value, the index it gives into the sorted
  -- pool (value mod pool size), the entry at that index, who pressed Draw and when.
  random_value bigint CHECK (random_value >= 0),
  winner_index integer,
  winner_entry_id bigint REFERENCES golden_entries (id),
  drawn_by bigint REFERENCES staff_accounts (id),
  drawn_at timestamptz,
  CHECK (
    (random_value IS NULL AND winner_index IS NULL AND winner_entry_id IS NULL
      AND drawn_by IS NULL AND drawn_at IS NULL)
    OR (random_value IS NOT NULL AND winner_index IS NOT NULL AND winner_entry_id IS NOT NULL
      AND drawn_by IS NOT NULL AND drawn_at IS NOT NULL
      AND winner_index >= 0 AND winner_index < pool_size)
  )
);
-- At most one open (frozen, not yet drawn) draw per run and type: loading the serials again
-- reuses it, and two staff freezing at once get the same draw.
CREATE UNIQUE INDEX golden_draws_one_open ON golden_draws (promotion_id, draw) WHERE drawn_at IS NULL;

-- The frozen pool itself, so the check can recompute the hash from what was drawn from.
CREATE TABLE golden_draw_pool_entries (
  draw_id bigint NOT NULL REFERENCES golden_draws (id),
  serial char(8) NOT NULL REFERENCES golden_entries (serial),
  PRIMARY KEY (draw_id, serial)
);
