-- Loyalty invoices and reward claims, and the staff approving them (issue 14 points 5 and 6;
-- campaigns spec §2.4, §3, §4, §5; docs/decisions/034). Customers earn points for approved
-- invoices and spend them on rewards. Limits repeat @lumen/validation's loyalty-approvals.ts.

CREATE TABLE loyalty_customers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL CHECK (char_length(email) BETWEEN 3 AND 254),
  -- The country decides the currency of rewards: euro in Ireland, pound in the UK.
  country text NOT NULL CHECK (country IN ('ireland', 'uk')),
  -- Approved invoices add to it, approved claims take from it; never below nothing.
  points_balance integer NOT NULL DEFAULT 0 CHECK (points_balance >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
-- One account per address, whatever its case.
CREATE UNIQUE INDEX loyalty_customers_email ON loyalty_customers (lower(email));

CREATE TABLE loyalty_invoices (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The invoiceDocumentId staff see and send back: random, so it reveals no volume.
  document_id text NOT NULL UNIQUE
    DEFAULT upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 12))
    CHECK (document_id ~ '^[A-Z0-9]{12}$'),
  customer_id bigint NOT NULL REFERENCES loyalty_customers (id),
  invoice_number text NOT NULL CHECK (char_length(invoice_number) BETWEEN 1 AND 60),
  vendor_name text NOT NULL CHECK (char_length(vendor_name) BETWEEN 1 AND 60),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- The document in object storage (like campaign_invoice_documents), never public.
  storage_key text NOT NULL UNIQUE,
  content_type text NOT NULL
    CHECK (content_type IN ('application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'image/heic')),
  size_bytes integer NOT NULL CHECK (size_bytes BETWEEN 1 AND 10485760),
  -- SHA-256 of the bytes, hex: the same file uploaded twice is a fraud signal.
  content_sha256 text NOT NULL CHECK (content_sha256 ~ '^[0-9a-f]{64}$'),
  -- The points the invoice earns: set from the thresholds at upload, editable before approval.
  points integer NOT NULL CHECK (points BETWEEN 0 AND 10000),
  -- Null pending, true approved, false rejected (spec §4); decided once.
  approved boolean,
  invoice_reason text CHECK (char_length(invoice_reason) <= 500),
  decided_at timestamptz,
  decided_by bigint REFERENCES staff_accounts (id),
  CHECK ((approved IS NULL) = (decided_at IS NULL))
);
-- The pending queue, oldest or newest first by upload, stays small to scan at 10,000 rows.
CREATE INDEX loyalty_invoices_pending ON loyalty_invoices (created_at, id) WHERE approved IS NULL;
CREATE INDEX loyalty_invoices_decided ON loyalty_invoices (created_at, id) WHERE approved IS NOT NULL;
-- Fraud signals: the same number twice, the same file twice, many uploads in a day.
CREATE INDEX loyalty_invoices_number ON loyalty_invoices ((upper(replace(invoice_number, ' ', ''))));
CREATE INDEX loyalty_invoices_sha ON loyalty_invoices (content_sha256);
CREATE INDEX loyalty_invoices_customer_created ON loyalty_invoices (customer_id, created_at);

CREATE TABLE loyalty_reward_claims (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES loyalty_customers (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- In the currency of the customer's country, to the cent.
  offer_value numeric(10, 2) NOT NULL CHECK (offer_value > 0),
  acquisition_cost numeric(10, 2) NOT NULL CHECK (acquisition_cost >= 0),
  points_required integer NOT NULL CHECK (points_required BETWEEN 1 AND 1000000),
  approved boolean,
  decided_at timestamptz,
  decided_by bigint REFERENCES staff_accounts (id),
  CHECK ((approved IS NULL) = (decided_at IS NULL))
);
CREATE INDEX loyalty_reward_claims_pending ON loyalty_reward_claims (created_at, id) WHERE approved IS NULL;
CREATE INDEX loyalty_reward_claims_decided ON loyalty_reward_claims (created_at, id) WHERE approved IS NOT NULL;
CREATE INDEX loyalty_reward_claims_customer ON loyalty_reward_claims (customer_id);

-- The settings view (super admins): one row, spec §5's thresholds and the daily upload limit.
CREATE TABLE loyalty_settings (
  id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  preferred_supplier text NOT NULL DEFAULT 'Lumen Direct'
    CHECK (char_length(preferred_supplier) BETWEEN 1 AND 60),
  preferred_supplier_points integer NOT NULL DEFAULT 200
    CHECK (preferred_supplier_points BETWEEN 1 AND 10000),
  other_supplier_points integer NOT NULL DEFAULT 100
    CHECK (other_supplier_points BETWEEN 1 AND 10000),
  daily_upload_limit integer NOT NULL DEFAULT 5 CHECK (daily_upload_limit BETWEEN 2 AND 100),
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO loyalty_settings DEFAULT VALUES;
