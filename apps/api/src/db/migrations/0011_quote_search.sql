-- The staff quote list's keyword search (GET /admin/ziigna-details/search; issue 13 point 4,
-- campaigns spec §7; docs/decisions/030). One stored, folded text per request holds every
-- field staff search by, so one trigram index answers a substring of any of them: lower case,
-- accents folded by @lumen/i18n's table (ACCENTED → UNACCENTED, the same translate() as
-- db/name-key-sql.ts; PGlite ships no unaccent), so "siobhan" finds "Siobhán" and "ELOISE"
-- finds "Éloïse". The fields are joined by U+001F, which no field can hold (the form refuses
-- control characters) and no search can contain, so a match never spans two fields.
-- The search folds its text with this same expression (modules/quotes/admin/quote-search-sql.ts);
-- change both together.
ALTER TABLE quote_requests ADD COLUMN search_key text NOT NULL GENERATED ALWAYS AS (
  lower(translate(normalize(
    document_id || E'\x1f' || name || E'\x1f' || company_name || E'\x1f' || email || E'\x1f'
      || phone_number || E'\x1f' || coalesce(preferred_wholesaler, '') || E'\x1f'
      || coalesce(wholesaler_location, '') || E'\x1f' || coalesce(message, ''),
    NFC),
    'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖòóôõöÙÚÛÜùúûüÝýÿŒœÆæ’',
    'AAAAAAaaaaaaCcEEEEeeeeIIIIiiiiNnOOOOOoooooUUUUuuuuYyyOoAa'''))
) STORED;

-- Substring search (LIKE '%…%') of three characters or more uses this; shorter text, and the
-- exact reference, are answered by the newest-first scan and the document_id key.
CREATE INDEX quote_requests_search_trgm ON quote_requests USING gin (search_key gin_trgm_ops);
