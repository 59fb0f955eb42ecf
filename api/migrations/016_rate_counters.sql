-- Counters for limits that span many requests (per requesting network, for everyone): one row per
-- key, bumped by a single INSERT ... ON CONFLICT DO UPDATE that answers the new count, so two
-- instances or two concurrent requests can never both read "49" and both pass a limit of 50.
-- A key's window starts with its first hit; a hit after the window has passed starts it again.
CREATE TABLE rate_counters (
  key                text PRIMARY KEY,
  hits               integer NOT NULL CHECK (hits >= 0),
  window_started_at  timestamptz NOT NULL DEFAULT now(),
  window_ends_at     timestamptz NOT NULL
);
CREATE INDEX rate_counters_ends_idx ON rate_counters (window_ends_at);

-- Wrong codes no longer lock a phone (anyone could lock anyone out, and a lock told which phones
-- had asked for codes): wrong tries bind to the code and the session that asked for it instead.
ALTER TABLE otp_phone_guards DROP COLUMN failures, DROP COLUMN first_failure_at, DROP COLUMN locked_until;
