-- Garden promo entries join the retention of promotions' personal data (issue 14 point 9,
-- docs/decisions/036, addendum): the garden promo becomes a promotion kind, each entry belongs
-- to a run, and the retention command anonymises a run's entries retention_days after its
-- draws end. Anonymised entries keep their row with placeholder names and e-mail (the e-mail is
-- the "done" mark, as for the other kinds), so no other marker column is needed.

ALTER TABLE promotions DROP CONSTRAINT promotions_kind_check;
ALTER TABLE promotions
  ADD CONSTRAINT promotions_kind_check
  CHECK (kind IN ('golden-ticket', 'invoice-upload', 'garden-promo'));

ALTER TABLE garden_promo_entries ADD COLUMN promotion_id bigint REFERENCES promotions (id);

-- Entries stored before this migration (the seed's) get the season that holds them, as the
-- seed makes it (gardenPromoRun in modules/garden-promo/seed): it opens on the 7 March on or
-- before the latest entry (or on the earliest entry's day, if earlier) and closes, with its
-- draws, on the next 7 March. No prizes: entries earn points. No entries, no run: the seed
-- makes both on a new database.
INSERT INTO promotions (kind, slug, opens_at, closes_at, draws_end_at, prizes, limits)
SELECT 'garden-promo',
       'garden-promo-' || season,
       least(make_timestamptz(season, 3, 7, 0, 0, 0, 'UTC'), date_trunc('day', first_at, 'UTC')),
       make_timestamptz(season + 1, 3, 7, 0, 0, 0, 'UTC'),
       make_timestamptz(season + 1, 3, 7, 0, 0, 0, 'UTC'),
       jsonb_build_object(
         'instant', jsonb_build_object('count', 0, 'value', 0),
         'weekly', jsonb_build_object('count', 0, 'value', 0),
         'monthly', jsonb_build_object('count', 0, 'value', 0, 'dates', '[]'::jsonb),
         'star', jsonb_build_object('count', 0, 'value', 0, 'date', (season + 1) || '-03-07'),
         'currency', jsonb_build_array('EUR', 'GBP')),
       jsonb_build_object('maxValuePerEntrant', 0, 'maxPrizes', 0, 'maxTotalValue', 0)
  FROM (
    SELECT min(created_at) AS first_at,
           CASE WHEN max(created_at) >= make_timestamptz(
                       extract(year FROM max(created_at) AT TIME ZONE 'UTC')::int, 3, 7, 0, 0, 0, 'UTC')
                THEN extract(year FROM max(created_at) AT TIME ZONE 'UTC')::int
                ELSE extract(year FROM max(created_at) AT TIME ZONE 'UTC')::int - 1
           END AS season
      FROM garden_promo_entries
  ) AS entries
 WHERE first_at IS NOT NULL;

UPDATE garden_promo_entries
   SET promotion_id = (SELECT id FROM promotions WHERE kind = 'garden-promo' ORDER BY id LIMIT 1)
 WHERE promotion_id IS NULL;

ALTER TABLE garden_promo_entries ALTER COLUMN promotion_id SET NOT NULL;
-- The retention command and its counts read a run's entries.
CREATE INDEX garden_promo_entries_promotion_id ON garden_promo_entries (promotion_id, id);
