-- Ziigna quote requests (POST /customer/submit-ziigna-form; issue 12 point 6, campaigns spec §3,
-- §5, §7; docs/decisions/027). The limits repeat @lumen/validation's QuoteRequestFieldsSchema,
-- so a row written some other way still fits the form's rules. Text is stored as typed (plain
-- text, never HTML); optional fields left empty are NULL.
CREATE TABLE quote_requests (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The reference the customer is given: ZQ, the UTC day, six symbols without O/0 and I/1.
  document_id text NOT NULL UNIQUE CHECK (document_id ~ '^ZQ-[0-9]{8}-[A-HJ-NP-Z2-9]{6}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- The page's locale: the language of the confirmation e-mail and of the reply.
  locale text NOT NULL CHECK (locale IN ('en-GB', 'fr-FR', 'en-AU', 'en-NZ')),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 30),
  company_name text NOT NULL CHECK (char_length(company_name) BETWEEN 1 AND 30),
  email text NOT NULL CHECK (char_length(email) BETWEEN 3 AND 254),
  phone_number text NOT NULL CHECK (phone_number ~ '^\+?[0-9]{2,13}$' AND char_length(phone_number) <= 13),
  preferred_wholesaler text CHECK (char_length(preferred_wholesaler) BETWEEN 1 AND 60),
  wholesaler_location text CHECK (char_length(wholesaler_location) BETWEEN 1 AND 60),
  message text CHECK (char_length(message) BETWEEN 1 AND 300)
);
-- Staff list quotes newest first, by date range, 50 a page (campaigns spec §7, §9).
CREATE INDEX quote_requests_created_at ON quote_requests (created_at, id);

-- The files of a quote request: the builder's datasheet (`quote-file`, exactly the one the
-- form requires) and up to four others, in the order they were sent. The bytes are in object
-- storage under storage_key, never served to the public; file_name is the sender's name for
-- the file, kept for staff, never used as a path.
CREATE TABLE quote_request_documents (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  quote_request_id bigint NOT NULL REFERENCES quote_requests (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('quote-file', 'other')),
  position smallint NOT NULL,
  storage_key text NOT NULL UNIQUE,
  file_name text NOT NULL CHECK (char_length(file_name) BETWEEN 1 AND 255),
  content_type text NOT NULL
    CHECK (content_type IN ('application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'image/heic')),
  size_bytes integer NOT NULL CHECK (size_bytes BETWEEN 1 AND 10485760),
  CHECK (
    (kind = 'quote-file' AND position = 0 AND content_type = 'application/pdf')
    OR (kind = 'other' AND position BETWEEN 0 AND 3)
  ),
  UNIQUE (quote_request_id, kind, position)
);
