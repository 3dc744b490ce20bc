-- Express entries belong to a staff account and to the campaign's dates, and can be corrected
-- or withdrawn by an admin (docs/decisions/042).

-- The express campaign's dates, as data like the other promotions' windows: a time trial is
-- filed for a day inside one of them.
CREATE TABLE express_campaigns (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  opens_on date NOT NULL,
  closes_on date NOT NULL,
  CHECK (closes_on >= opens_on)
);

-- Entries stored before this migration (the seed's) get a campaign that holds them, from the
-- earliest entry's day to 60 days after the later of the latest entry and today; staff set the
-- real dates. No entries, no campaign: the seed makes one on a new database.
INSERT INTO express_campaigns (slug, opens_on, closes_on)
SELECT 'express-' || extract(year FROM first_on)::int,
       first_on,
       greatest(last_on, current_date) + 60
  FROM (SELECT min(start_date) AS first_on, max(start_date) AS last_on
          FROM express_campaign_entries) AS entries
 WHERE first_on IS NOT NULL;

-- The ASM is an account (its display name is what the board shows); asm_name keeps the name
-- as it was when filed, and is all older entries have.
ALTER TABLE express_campaign_entries
  ADD COLUMN asm_staff_id bigint REFERENCES staff_accounts (id),
  ADD COLUMN withdrawn_at timestamptz,
  ADD COLUMN withdrawn_by bigint REFERENCES staff_accounts (id),
  ADD CONSTRAINT express_campaign_entries_withdrawn_check
    CHECK ((withdrawn_at IS NULL) = (withdrawn_by IS NULL));

-- A time under a minute is not a real installation (EXPRESS_LIMITS.minTimeMs). NOT VALID: it
-- holds for every row written from now on without refusing the migration over old rows.
ALTER TABLE express_contractor_times
  ADD CONSTRAINT express_contractor_times_min_check CHECK (time_taken_ms >= 60000) NOT VALID;

-- The public board reads only entries still standing.
CREATE INDEX express_campaign_entries_standing ON express_campaign_entries (id)
  WHERE withdrawn_at IS NULL;
