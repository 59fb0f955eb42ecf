-- The store cancels an order (issue 21): who did, and, when the customer had already paid, the
-- amount owed back until it is refunded.
ALTER TABLE orders ADD COLUMN cancelled_by text REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE orders ADD COLUMN refund_due_paise integer CHECK (refund_due_paise > 0);
ALTER TABLE orders ADD CONSTRAINT orders_refund_only_when_cancelled_paid
  CHECK (refund_due_paise IS NULL OR (is_cancelled AND is_paid));
