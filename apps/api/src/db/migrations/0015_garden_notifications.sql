-- The garden promo entries staff list at /garden-promo (issue 14 point 4; campaigns §2.3, §3),
-- and the customer notification setting (issue 14 point 8; campaigns §3, §7).

-- One entry of the garden promo: a customer, an invoice and the points it earned. The invoice
-- document itself is in object storage under storage_key, served to staff only.
CREATE TABLE garden_promo_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- What the spec calls invoiceDocumentId: random, so it reveals no volume.
  invoice_document_id text NOT NULL UNIQUE
    DEFAULT upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 12)),
  created_at timestamptz NOT NULL DEFAULT now(),
  first_name text NOT NULL CHECK (char_length(first_name) BETWEEN 1 AND 30),
  last_name text NOT NULL CHECK (char_length(last_name) BETWEEN 1 AND 30),
  email text NOT NULL CHECK (char_length(email) BETWEEN 3 AND 254),
  invoice_number text NOT NULL CHECK (char_length(invoice_number) BETWEEN 1 AND 40),
  points integer NOT NULL CHECK (points >= 0),
  storage_key text NOT NULL UNIQUE,
  content_type text NOT NULL
    CHECK (content_type IN ('application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'image/heic')),
  size_bytes integer NOT NULL CHECK (size_bytes BETWEEN 1 AND 10485760)
);
-- The list reads newest first within a date range, by keyset (created_at, id).
CREATE INDEX garden_promo_entries_created ON garden_promo_entries (created_at, id);

-- The message customers are shown in the loyalty app (spec §3 "Notification setting"). The
-- spec reads the first element of a list, so the table may hold several; the seed makes one.
CREATE TABLE notification_settings (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  notification_type text NOT NULL CHECK (char_length(notification_type) BETWEEN 1 AND 40),
  notification_flag boolean NOT NULL DEFAULT false,
  -- Kept while the flag is off, so switching it back on restores the last message. The limit
  -- repeats @lumen/validation's NOTIFICATION_LIMITS.messageMax.
  notification_message text NOT NULL DEFAULT '' CHECK (char_length(notification_message) <= 500),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The staff list of uploaded campaign invoices (issue 14 point 7) reads every campaign's
-- documents newest first by keyset (created_at, id), and its CSV resumes from a cursor: the
-- (promotion_id, created_at) index of 0008 serves neither.
CREATE INDEX campaign_invoice_documents_created ON campaign_invoice_documents (created_at, id);
