-- Messages sent with the public site's write-to-us form (POST /contact-messages; issue 10,
-- docs/decisions/019). The limits repeat @lumen/validation's CreateContactMessageSchema, so a
-- row written some other way still fits the form's rules. Honeypot hits are never stored.
CREATE TABLE contact_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  locale text NOT NULL CHECK (locale IN ('en-GB', 'fr-FR', 'en-AU', 'en-NZ')),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  email text NOT NULL CHECK (char_length(email) BETWEEN 3 AND 254),
  phone text CHECK (char_length(phone) <= 30),
  country text NOT NULL CHECK (country IN ('GB', 'IE', 'FR', 'AU', 'NZ', 'OTHER')),
  subject text NOT NULL,
  message text NOT NULL CHECK (char_length(message) BETWEEN 10 AND 5000),
  -- When the visitor ticked the consent box: the form cannot be sent without it.
  consented_at timestamptz NOT NULL
);
-- The sales desk reads the newest first.
CREATE INDEX contact_messages_created_at ON contact_messages (created_at);
