-- Extensions and bookkeeping shared by every module.
CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;

-- Records which seed sets have been loaded, and with which version, so a restart keeps data
-- and a changed seed is reloaded deliberately rather than duplicated.
CREATE TABLE seed_state (
  name text PRIMARY KEY,
  version text NOT NULL,
  seeded_at timestamptz NOT NULL DEFAULT now()
);
