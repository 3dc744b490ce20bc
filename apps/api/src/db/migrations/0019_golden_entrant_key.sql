-- The entrant behind an entry, for the per-entrant prize terms (docs/decisions/039): the
-- address trimmed, in NFC and lower case. Generated here, in one place, so every writer (the
-- entry statement, the seed, the retention's anonymiser) keeps it true without knowing it.
-- The entry schema accepts ASCII addresses only, so lower() folds the same on every locale.
ALTER TABLE golden_entries
  ADD COLUMN email_key text GENERATED ALWAYS AS (lower(normalize(btrim(email), NFC))) STORED;
-- A run's prizes won by one entrant, and the draws' "is this entrant at the cap" test.
CREATE INDEX golden_entries_promotion_email_key ON golden_entries (promotion_id, email_key);
