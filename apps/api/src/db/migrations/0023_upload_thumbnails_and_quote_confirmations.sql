-- Quote confirmations are capped per address and day (docs/decisions/043): the count of a
-- day's requests for one address, whatever its case, is one index range.
CREATE INDEX quote_requests_email_day ON quote_requests (lower(email), created_at);

-- A campaign invoice picture's thumbnail, drawn once on its first staff view and kept here, so
-- a view never decodes the picture again (docs/decisions/043). Small (a 128 px JPEG); cleared
-- with the entrant's other personal data by the retention command.
ALTER TABLE campaign_invoice_documents ADD COLUMN thumb_jpeg bytea;
