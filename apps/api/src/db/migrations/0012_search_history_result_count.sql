-- Search statistics for staff (issue 13 point 4; docs/decisions/031). The site now sends how
-- many products a search found, so staff can list the terms that found nothing. Rows written
-- before this migration never knew their count: NULL means "unknown", never "none".
ALTER TABLE search_history ADD COLUMN result_count integer CHECK (result_count >= 0);

-- The list and the CSV export read newest first by keyset (created_at, id), with or without a
-- platform; the id in the key lets a page resume inside one microsecond without a sort.
DROP INDEX search_history_created_at;
DROP INDEX search_history_platform_created_at;
CREATE INDEX search_history_created_at_id ON search_history (created_at, id);
CREATE INDEX search_history_platform_created_at_id ON search_history (platform, created_at, id);

-- The zero-result terms report reads only the searches that found nothing: a small slice of
-- the table, so a partial index keeps that report cheap however many searches succeed.
CREATE INDEX search_history_zero_results ON search_history (created_at)
  WHERE result_count = 0;

-- The export's audit action is 'search-statistics.export', named after its dashboard card:
-- the area may now be kebab-case too, as the verb already was (0010 allowed only [a-z]+).
ALTER TABLE audit_log DROP CONSTRAINT audit_log_action_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_action_check
  CHECK (action ~ '^[a-z]+(-[a-z]+)*(\.[a-z]+(-[a-z]+)*)+$');
