-- Every money write exactly once (R77): a request that records money (pay at the door, collect cash, cancel,
-- a refund check, a short line) may carry an Idempotency-Key. The key is claimed here first, on whichever
-- instance the request reaches, and keeps the first answer, so the same key sent again (a double tap, the proxy
-- retrying on another instance) gets that answer and writes nothing; the same key with another request is
-- refused. A claim whose request never finished (the instance stopped) is taken over after a while; the writes
-- themselves change an order only once, so a taken-over request cannot write twice either.
CREATE TABLE idempotency_keys (
  actor_id      text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key           text NOT NULL CHECK (length(key) BETWEEN 8 AND 100),
  request_hash  text NOT NULL,
  status_code   integer CHECK (status_code BETWEEN 200 AND 299),
  response      text,
  claimed_at    timestamptz NOT NULL DEFAULT clock_timestamp(),
  completed_at  timestamptz,
  PRIMARY KEY (actor_id, key),
  CHECK ((completed_at IS NULL) = (status_code IS NULL) AND (status_code IS NULL) = (response IS NULL))
);
CREATE INDEX idempotency_keys_claimed_idx ON idempotency_keys (claimed_at);
