-- An open draw's pool can be superseded (docs/decisions/038): when entries were made after it
-- was frozen, or its draw's window has passed, the next freeze marks it superseded (who, when)
-- and freezes a new pool, so a draw never takes a pool that leaves out recent entries. A
-- superseded draw is never drawn; "one open draw per run and type" no longer counts it.
ALTER TABLE golden_draws
  ADD COLUMN superseded_at timestamptz,
  ADD COLUMN superseded_by bigint REFERENCES staff_accounts (id),
  ADD CONSTRAINT golden_draws_superseded_check CHECK (
    (superseded_at IS NULL AND superseded_by IS NULL)
    OR (superseded_at IS NOT NULL AND superseded_by IS NOT NULL AND drawn_at IS NULL)
  );

DROP INDEX golden_draws_one_open;
CREATE UNIQUE INDEX golden_draws_one_open ON golden_draws (promotion_id, draw)
  WHERE drawn_at IS NULL AND superseded_at IS NULL;
