-- Refunds through PhonePe (issue 23): when the store cancels an order PhonePe was paid for (v2
-- merchants), the API asks PhonePe to pay it back. One refund per order, for exactly what the
-- completed payment attempt collected. The id is the merchantRefundId PhonePe knows it by.
--   REQUESTED  recorded, not yet accepted by PhonePe (the request failed or is under way)
--   PENDING    PhonePe accepted it
--   COMPLETED  the money went back;  FAILED  PhonePe could not pay it back
CREATE TABLE payment_refunds (
  id                  text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{1,63}$'),
  order_id            text NOT NULL UNIQUE REFERENCES orders (id) ON DELETE CASCADE,
  transaction_id      text NOT NULL REFERENCES payment_transactions (id) ON DELETE CASCADE,
  amount_paise        integer NOT NULL CHECK (amount_paise > 0),
  state               text NOT NULL DEFAULT 'REQUESTED' CHECK (state IN ('REQUESTED', 'PENDING', 'COMPLETED', 'FAILED')),
  provider_reference  text,
  response_code       text,
  -- When the request last went to PhonePe: one sender at a time, a lost one is sent again later.
  sent_at             timestamptz,
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now(),
  completed_at        timestamptz,
  CHECK ((completed_at IS NOT NULL) = (state IN ('COMPLETED', 'FAILED')))
);

-- How a paid order's money came in (issue 23, UPI at the door): PhonePe's checkout, or what the
-- admin recorded at the door, cash or the store's UPI. Orders paid before this: PhonePe's when
-- PhonePe confirmed them (no admin recorded it), cash otherwise.
ALTER TABLE orders ADD COLUMN paid_with text CHECK (paid_with IN ('CASH', 'UPI', 'PHONEPE'));
UPDATE orders SET paid_with = CASE WHEN payment_method = 'PHONEPE' AND paid_by IS NULL THEN 'PHONEPE' ELSE 'CASH' END WHERE is_paid;
ALTER TABLE orders ADD CONSTRAINT orders_paid_with_when_paid CHECK ((paid_with IS NOT NULL) = is_paid);
