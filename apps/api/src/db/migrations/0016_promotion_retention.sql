-- The retention of entrants' personal data (issue 14 point 9, docs/decisions/036). Each run
-- keeps its entrants' names, e-mails and files for retention_days after its draws end
-- (draws_end_at), then the retention command anonymises them and stamps anonymised_at.
-- Null retention_days takes PROMOTION_RETENTION.defaultDays of @lumen/validation, so the
-- default lives in one place; the bounds repeat RetentionDaysSchema (30 days at least: the
-- winners' names stay published for the terms' 30 days, spec §9).
ALTER TABLE promotions
  ADD COLUMN retention_days integer CHECK (retention_days BETWEEN 30 AND 3650),
  ADD COLUMN anonymised_at timestamptz;

-- The command finds the outbox's mail to a batch of entrants by address, whatever its case.
CREATE INDEX email_outbox_to_lower ON email_outbox (lower("to"));
