-- Promotions as data (issue 11, docs/decisions/022): each run of a campaign is a row with its
-- dates, prizes and caps, so a new run is an INSERT, not a release. The golden ticket's
-- serials, entries, winning moments, redemptions and draw winners hang off a run; the express
-- time trial keeps its entries and contractor times; e-mails go through an outbox.
CREATE TABLE promotions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('golden-ticket', 'invoice-upload')),
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  opens_at timestamptz NOT NULL,
  -- Entries are refused at and after this instant (the day after the last day of the period).
  closes_at timestamptz NOT NULL,
  instant_win_starts_at timestamptz,
  instant_win_ends_at timestamptz,
  -- Entries remain in the weekly, monthly and star draws up to this instant.
  draws_end_at timestamptz NOT NULL,
  -- { instant, weekly, monthly (+ dates), star (+ date): { count, value } } and currency;
  -- PromotionPrizesSchema in @lumen/validation checks it on the way in and out.
  prizes jsonb NOT NULL,
  -- { maxValuePerEntrant, maxPrizes, maxTotalValue } from the run's terms.
  limits jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (closes_at > opens_at),
  CHECK (draws_end_at >= closes_at),
  CHECK (
    (instant_win_starts_at IS NULL AND instant_win_ends_at IS NULL)
    OR instant_win_ends_at > instant_win_starts_at
  )
);
-- "The current run" is the one whose window covers now, per kind.
CREATE INDEX promotions_kind_opens_at ON promotions (kind, opens_at);

-- Serial numbers printed on golden tickets. Unique across runs, so a serial names one run.
CREATE TABLE golden_serials (
  serial char(8) PRIMARY KEY,
  promotion_id bigint NOT NULL REFERENCES promotions (id),
  -- Set by the entry that claimed it: a serial enters once (the terms' single use).
  used_at timestamptz
);
CREATE INDEX golden_serials_promotion_id ON golden_serials (promotion_id);

CREATE TABLE golden_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  promotion_id bigint NOT NULL REFERENCES promotions (id),
  serial char(8) NOT NULL UNIQUE REFERENCES golden_serials (serial),
  first_name text NOT NULL CHECK (char_length(first_name) BETWEEN 1 AND 30),
  last_name text NOT NULL CHECK (char_length(last_name) BETWEEN 1 AND 30),
  email text NOT NULL CHECK (char_length(email) BETWEEN 3 AND 254),
  marketing_consent_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- The admin list pages a run's entrants by registration date.
CREATE INDEX golden_entries_promotion_created_at ON golden_entries (promotion_id, created_at);

-- Instants drawn in advance across the instant-win window: the first entry at or after one
-- takes it (docs/decisions/022). entry_id is UNIQUE, so one entry wins at most one moment.
CREATE TABLE winning_moments (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  promotion_id bigint NOT NULL REFERENCES promotions (id),
  at timestamptz NOT NULL,
  value integer NOT NULL CHECK (value > 0),
  entry_id bigint UNIQUE REFERENCES golden_entries (id)
);
-- An entry looks for the earliest unclaimed moment already due: only those are indexed.
CREATE INDEX winning_moments_unclaimed ON winning_moments (promotion_id, at) WHERE entry_id IS NULL;
CREATE INDEX winning_moments_promotion_id ON winning_moments (promotion_id);

CREATE TABLE instant_win_redemptions (
  entry_id bigint PRIMARY KEY REFERENCES golden_entries (id),
  country text NOT NULL CHECK (country IN ('ireland', 'uk')),
  redeemed_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE promotion_draw_winners (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  promotion_id bigint NOT NULL REFERENCES promotions (id),
  draw text NOT NULL CHECK (draw IN ('weekly', 'monthly', 'stared')),
  entry_id bigint NOT NULL REFERENCES golden_entries (id),
  drawn_at timestamptz NOT NULL,
  reward integer NOT NULL CHECK (reward > 0),
  UNIQUE (promotion_id, draw, entry_id)
);
CREATE INDEX promotion_draw_winners_entry_id ON promotion_draw_winners (entry_id);

-- Every e-mail the API sends is written here first, in the transaction that decided to send
-- it, so none is lost when the mail server is down; sent_at and last_error tell what happened.
CREATE TABLE email_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  "to" text NOT NULL,
  subject text NOT NULL,
  text text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  last_error text
);
CREATE INDEX email_outbox_unsent ON email_outbox (created_at) WHERE sent_at IS NULL;

-- The express time trial: one entry per visit, one row per contractor timed on it.
CREATE TABLE express_campaign_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  asm_name text NOT NULL,
  wholesaler text NOT NULL CHECK (char_length(wholesaler) BETWEEN 1 AND 40),
  start_date date NOT NULL,
  country text NOT NULL CHECK (country IN ('UNITED KINGDOM', 'IRELAND')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX express_campaign_entries_country ON express_campaign_entries (country);

CREATE TABLE express_contractor_times (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  entry_id bigint NOT NULL REFERENCES express_campaign_entries (id) ON DELETE CASCADE,
  contractor text NOT NULL CHECK (char_length(contractor) BETWEEN 1 AND 40),
  -- Minutes, seconds and milliseconds as the form takes them: under an hour.
  time_taken_ms integer NOT NULL CHECK (time_taken_ms BETWEEN 0 AND 3599999)
);
-- The leaderboard reads fastest first.
CREATE INDEX express_contractor_times_time ON express_contractor_times (time_taken_ms);
CREATE INDEX express_contractor_times_entry_id ON express_contractor_times (entry_id);
