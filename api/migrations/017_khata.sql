-- The khata (issue 21 point 6): a customer's running tab. A COD order delivered without payment is
-- owed. Each payment the store records is kept here; it settles the oldest owed orders first, each
-- in full, by marking them paid with `paid_with = 'KHATA'`. The customer's credit is never stored:
-- it is what the payments add up to less what the orders they settled add up to, so no order is
-- ever counted against two payments and nothing can drift.
CREATE TABLE khata_payments (
  id            text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  user_id       text NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  amount_paise  integer NOT NULL CHECK (amount_paise > 0),
  method        text NOT NULL CHECK (method IN ('CASH', 'UPI')),
  recorded_by   text REFERENCES users (id) ON DELETE SET NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX khata_payments_user_idx ON khata_payments (user_id, created_at DESC);

ALTER TABLE orders DROP CONSTRAINT orders_paid_with_check;
ALTER TABLE orders ADD CONSTRAINT orders_paid_with_check CHECK (paid_with IN ('CASH', 'UPI', 'PHONEPE', 'KHATA'));
-- A customer's owed orders, oldest first (the settling order), and what their khata has settled.
CREATE INDEX orders_owed_idx ON orders (user_id, created_at, id) WHERE is_delivered AND NOT is_paid AND NOT is_cancelled AND payment_status = 'UNPAID';
CREATE INDEX orders_khata_settled_idx ON orders (user_id) WHERE paid_with = 'KHATA';
