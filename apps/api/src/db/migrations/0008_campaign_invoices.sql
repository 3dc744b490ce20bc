-- Invoices entered in an invoice-upload competition (POST /promotions/invoice-upload; issue 11
-- point 4, campaigns §2.4). The document itself is in object storage under storage_key, never
-- served to the public; the limits repeat @lumen/validation's InvoiceUploadFieldsSchema.
CREATE TABLE campaign_invoice_documents (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- What the entrant is told: short enough to read out, random so it reveals no volume.
  reference text NOT NULL UNIQUE
    DEFAULT upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 12)),
  promotion_id bigint NOT NULL REFERENCES promotions (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  first_name text NOT NULL CHECK (char_length(first_name) BETWEEN 1 AND 30),
  last_name text NOT NULL CHECK (char_length(last_name) BETWEEN 1 AND 30),
  company_name text NOT NULL CHECK (char_length(company_name) BETWEEN 1 AND 30),
  email text NOT NULL CHECK (char_length(email) BETWEEN 3 AND 254),
  storage_key text NOT NULL UNIQUE,
  content_type text NOT NULL
    CHECK (content_type IN ('application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'image/heic')),
  size_bytes integer NOT NULL CHECK (size_bytes BETWEEN 1 AND 10485760),
  -- When the entrant ticked the optional GDPR box; null when they did not.
  gdpr_consent_at timestamptz,
  -- Staff's verdict in the admin console: null until checked.
  valid boolean
);
-- Staff list a campaign's invoices by upload date.
CREATE INDEX campaign_invoice_documents_promotion_created
  ON campaign_invoice_documents (promotion_id, created_at);
