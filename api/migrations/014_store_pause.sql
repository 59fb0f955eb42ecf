-- "Pause new orders": one row says whether the store takes orders, why not and until when.
-- Placing an order reads it, share-locked, in the statement that claims the stock; pausing locks
-- this table (EXCLUSIVE) so that every order already being placed finishes first and none placed
-- after the pause is acknowledged gets through (api/src/store/repository.ts; this comment once
-- described an earlier lock on the orders table, which let orders in after the pause's answer).
CREATE TABLE store_status (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  paused boolean NOT NULL DEFAULT false,
  reason text,
  reopens_at timestamptz,
  changed_by text REFERENCES users (id) ON DELETE SET NULL,
  changed_at timestamptz NOT NULL DEFAULT now(),
  CHECK (paused OR (reason IS NULL AND reopens_at IS NULL))
);
INSERT INTO store_status (id) VALUES (true);
