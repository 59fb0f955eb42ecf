-- Signed-in sessions. The browser holds an opaque random token (bearer and httpOnly cookie);
-- only its SHA-256 is stored, so a database leak does not leak usable tokens.
CREATE TABLE auth_sessions (
  id            text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  user_id       text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash    text NOT NULL UNIQUE,
  created_at    timestamptz NOT NULL DEFAULT now(),
  expires_at    timestamptz NOT NULL,
  revoked_at    timestamptz,
  last_seen_at  timestamptz NOT NULL DEFAULT now(),
  user_agent    text NOT NULL DEFAULT ''
);
CREATE INDEX auth_sessions_user_idx ON auth_sessions (user_id);
