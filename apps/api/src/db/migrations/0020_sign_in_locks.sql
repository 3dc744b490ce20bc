-- Sign-in locks per (client, user name) instead of per user name (decision 040). Each row now
-- names what it counts: a client address and a user name ('pair:'), a client alone
-- ('client:'), or a user name alone ('user:', which no longer locks but slows answers), so
-- super admins can list the locks and the addresses behind them.
ALTER TABLE staff_sign_in_throttle
  ADD COLUMN user_name text CHECK (char_length(user_name) <= 64),
  ADD COLUMN client text CHECK (char_length(client) <= 100);
ALTER TABLE staff_sign_in_throttle DROP CONSTRAINT staff_sign_in_throttle_key_check;
ALTER TABLE staff_sign_in_throttle
  ADD CONSTRAINT staff_sign_in_throttle_key_check CHECK (char_length(key) <= 200);
-- Windows of at most 15 minutes that meant something else: nothing is lost by starting afresh.
DELETE FROM staff_sign_in_throttle;
