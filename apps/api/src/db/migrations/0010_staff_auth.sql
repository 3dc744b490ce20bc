-- Staff accounts, their sessions, the sign-in throttle and the audit log (issue 13 points 1-3,
-- docs/decisions/029). The limits repeat @lumen/validation's staff schemas (staff-constants.ts).
CREATE TABLE staff_accounts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- Lower case, so "Admin" and "admin" are one account; sign-in lowers what is typed.
  user_name text NOT NULL UNIQUE CHECK (user_name ~ '^[a-z0-9][a-z0-9._-]{2,63}$'),
  display_name text NOT NULL CHECK (char_length(display_name) BETWEEN 1 AND 100),
  role text NOT NULL CHECK (role IN ('super-admin', 'admin', 'marketing', 'asm')),
  -- Accounts are disabled, never deleted: the audit log keeps pointing at who did what.
  disabled boolean NOT NULL DEFAULT false,
  -- argon2id in the PHC string format ($argon2id$v=19$m=19456,t=2,p=1$salt$hash).
  password_hash text NOT NULL CHECK (password_hash LIKE '$argon2id$%'),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A signed-in browser. The cookie holds a random id; only its SHA-256 is stored, so a copy of
-- this table (a backup, a replica) signs nobody in.
CREATE TABLE staff_sessions (
  id_hash text PRIMARY KEY CHECK (id_hash ~ '^[0-9a-f]{64}$'),
  staff_id bigint NOT NULL REFERENCES staff_accounts (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Sliding idle timeout: the session ends 30 minutes after this.
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  -- Absolute timeout: created_at + 12 hours, whatever the activity.
  expires_at timestamptz NOT NULL,
  client_address inet,
  user_agent text CHECK (char_length(user_agent) <= 512),
  CHECK (expires_at > created_at)
);
CREATE INDEX staff_sessions_staff_id ON staff_sessions (staff_id);
-- Sign-in sweeps ended sessions.
CREATE INDEX staff_sessions_expires_at ON staff_sessions (expires_at);

-- Failed sign-ins per account ('user:<name>') and per client ('client:<address>') in a
-- 15-minute window that starts at the first one; 10 lock the key until the window ends.
-- Names that match no account are counted too, so a lock tells nothing about existence.
CREATE TABLE staff_sign_in_throttle (
  key text PRIMARY KEY CHECK (char_length(key) <= 100),
  window_started_at timestamptz NOT NULL DEFAULT now(),
  failures integer NOT NULL CHECK (failures >= 0)
);
CREATE INDEX staff_sign_in_throttle_window ON staff_sign_in_throttle (window_started_at);

-- Who did what, when, from where: sign-ins (and failures), sign-outs, account changes; later
-- approvals, draws, point edits and exports. Append-only: the API has no route that changes
-- or removes a row, and the trigger below refuses UPDATE, DELETE and TRUNCATE to everyone who
-- cannot drop it (PGlite runs the same trigger).
CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  -- Null when nobody was signed in (a failed sign-in) or the change came from the command line.
  actor_id bigint REFERENCES staff_accounts (id),
  client_address inet,
  action text NOT NULL CHECK (action ~ '^[a-z]+(\.[a-z]+(-[a-z]+)*)+$'),
  -- What the action was about: ('staff', '12'), later ('invoice', '345'), ('draw', …).
  target_type text CHECK (target_type ~ '^[a-z]+(-[a-z]+)*$'),
  target_id text CHECK (char_length(target_id) <= 100),
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  CHECK ((target_type IS NULL) = (target_id IS NULL))
);
CREATE INDEX audit_log_at ON audit_log (at, id);
CREATE INDEX audit_log_actor_at ON audit_log (actor_id, at);
CREATE INDEX audit_log_action_at ON audit_log (action, at);

CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only (% refused)', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$$;
CREATE TRIGGER audit_log_no_update_or_delete
  BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
CREATE TRIGGER audit_log_no_truncate
  BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
