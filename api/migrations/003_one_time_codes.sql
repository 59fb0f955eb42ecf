-- One-time sign-in codes. Only an HMAC of each code is stored (keyed with TOKEN_SECRET), bound to
-- the phone and to the browser session that asked (sha256 of its signed session id). Every send
-- is a row, so the send limits (per phone, per requesting address) are counted from here and
-- hold across several API instances.
CREATE TABLE otp_codes (
  id             text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  phone_number   text NOT NULL CHECK (phone_number ~ '^[6-9][0-9]{9}$'),
  code_hash      text NOT NULL,
  session_hash   text NOT NULL,
  requester_ip   text NOT NULL DEFAULT '',
  wrong_tries    integer NOT NULL DEFAULT 0 CHECK (wrong_tries >= 0),
  created_at     timestamptz NOT NULL DEFAULT now(),
  expires_at     timestamptz NOT NULL,
  consumed_at    timestamptz
);
CREATE INDEX otp_codes_phone_idx ON otp_codes (phone_number, created_at DESC);
CREATE INDEX otp_codes_ip_idx ON otp_codes (requester_ip, created_at);
CREATE INDEX otp_codes_created_idx ON otp_codes (created_at);

-- One row per phone that has asked for or tried a code: the row every send and verify for that
-- phone locks (FOR UPDATE), so two instances cannot both pass a limit, and the wrong-code tally
-- that locks a phone which keeps failing.
CREATE TABLE otp_phone_guards (
  phone_number      text PRIMARY KEY CHECK (phone_number ~ '^[6-9][0-9]{9}$'),
  failures          integer NOT NULL DEFAULT 0 CHECK (failures >= 0),
  first_failure_at  timestamptz,
  locked_until      timestamptz
);
