-- One record of every rupee (shared/src/domain/ledger.ts): an append-only table of money movements.
-- Every figure about what an order or a customer owes is derived from it; `orders.settled_paise` is
-- that derivation for one order, kept by a trigger on this table, so nothing else can write it.
--
--   payment           money for an order, by method: CASH or UPI at the door, PHONEPE online
--   payment_undone    the admin's Undo of a door payment (the opposite of one payment entry)
--   khata_payment     money a customer paid into their khata (CASH or UPI), no order
--   khata_allocation  part of a customer's khata money put on one owed order (oldest first)
--   allocation_undone a khata allocation taken back (the admin's Undo of the order's delivery)
CREATE TABLE money_entries (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind          text NOT NULL CHECK (kind IN ('payment', 'payment_undone', 'khata_payment', 'khata_allocation',
                                              'allocation_undone')),
  order_id      text REFERENCES orders (id) ON DELETE RESTRICT,
  user_id       text NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  method        text NOT NULL CHECK (method IN ('CASH', 'UPI', 'PHONEPE', 'KHATA')),
  amount_paise  integer NOT NULL CHECK (amount_paise > 0),
  actor_id      text REFERENCES users (id) ON DELETE SET NULL,
  khata_payment_id text REFERENCES khata_payments (id) ON DELETE RESTRICT,
  at            timestamptz NOT NULL DEFAULT clock_timestamp(),
  CHECK ((order_id IS NULL) = (kind = 'khata_payment')),
  CHECK (CASE kind WHEN 'payment' THEN method IN ('CASH', 'UPI', 'PHONEPE')
                   WHEN 'payment_undone' THEN method IN ('CASH', 'UPI')
                   WHEN 'khata_payment' THEN method IN ('CASH', 'UPI')
                   ELSE method = 'KHATA' END)
);
CREATE INDEX money_entries_order_idx ON money_entries (order_id, id) WHERE order_id IS NOT NULL;
CREATE INDEX money_entries_user_idx ON money_entries (user_id, id);
CREATE INDEX money_entries_at_idx ON money_entries (at);

CREATE FUNCTION kirana_money_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'money_entries is append-only';
END;
$$;
CREATE TRIGGER money_entries_append_only BEFORE UPDATE OR DELETE ON money_entries
  FOR EACH ROW EXECUTE FUNCTION kirana_money_entries_append_only();

-- What the ledger says has been paid towards each order (payments and khata allocations, less their undoing).
ALTER TABLE orders ADD COLUMN settled_paise integer NOT NULL DEFAULT 0 CHECK (settled_paise >= 0);

-- Today's money, written into the ledger: each paid order's payment (or its khata settlement),
-- and every khata payment. Written before the trigger exists, and settled_paise set to match.
INSERT INTO money_entries (kind, order_id, user_id, method, amount_paise, actor_id, at)
SELECT CASE WHEN o.paid_with = 'KHATA' THEN 'khata_allocation' ELSE 'payment' END, o.id, o.user_id, o.paid_with,
       o.total_price_paise, o.paid_by, o.paid_at
  FROM orders o WHERE o.is_paid AND o.total_price_paise > 0
 ORDER BY o.paid_at, o.id;
INSERT INTO money_entries (kind, user_id, method, amount_paise, actor_id, khata_payment_id, at)
SELECT 'khata_payment', k.user_id, k.method, k.amount_paise, k.recorded_by, k.id, k.created_at
  FROM khata_payments k ORDER BY k.created_at, k.id;
UPDATE orders SET settled_paise = total_price_paise WHERE is_paid;

CREATE FUNCTION kirana_money_entries_settle() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.order_id IS NOT NULL THEN
    UPDATE orders SET settled_paise = settled_paise
      + CASE WHEN NEW.kind IN ('payment', 'khata_allocation') THEN NEW.amount_paise ELSE -NEW.amount_paise END
     WHERE id = NEW.order_id;
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER money_entries_settle AFTER INSERT ON money_entries
  FOR EACH ROW EXECUTE FUNCTION kirana_money_entries_settle();

-- Never more than the order's total is settled on it (a second payment for a paid order is refused here too).
ALTER TABLE orders ADD CONSTRAINT orders_settled_within_total CHECK (settled_paise <= total_price_paise);
