-- Content documents: what a headless CMS would hold, one JSON document per entry and locale.
-- en-GB documents are complete; every other locale stores only the fields it translates or
-- overrides and falls back to en-GB field by field (see docs/decisions/003-content-model.md).
CREATE TABLE content_documents (
  collection text NOT NULL,
  locale text NOT NULL CHECK (locale IN ('en-GB', 'fr-FR', 'en-AU', 'en-NZ')),
  doc_id text NOT NULL,
  data jsonb NOT NULL CHECK (jsonb_typeof(data) = 'object'),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- (collection, locale) leads so every query's "this collection in en-GB and in the regional
  -- locale" scan is an index range; doc_id completes it for single-document lookups.
  PRIMARY KEY (collection, locale, doc_id)
);

-- Detail pages look documents up by slug before merging locales (news, case studies).
CREATE INDEX content_documents_page_slug ON content_documents (collection, (data ->> 'pageSlug'));

