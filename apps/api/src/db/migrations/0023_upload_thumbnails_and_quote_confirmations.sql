-- Quote confirmations are capped per address and day (docs/decisions/043): the count of a
-- day's requests for one address, whatever its case, is one index range.
CREATE INDEX quote_requests_email_day ON quote_requests (lower(email), created_at);
