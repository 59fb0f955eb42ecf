-- One order, one ledger: refunds and cash custody join the money ledger (money_entries, migration 029),
-- and the money columns they replace go (refund_due_paise and cash_collected_paise are derived from it).
--
--   refund_requested  money owed back to a customer through PhonePe (a cancel after payment, or a line short at
--                     packing on a paid order); it lowers what the order keeps (settled_paise)
--   refund_completed  PhonePe paid that refund back (the same amount)
--   refund_failed     PhonePe could not pay it back (the same amount; still owed, paid back by hand)
--   cash_collected    a rider took an order's cash at the door (custody: the rider holds it)
--   cash_handed_over  a rider handed cash over to the store (custody: the store holds it), one hand-over
--   handover_voided   a hand-over recorded by mistake was voided, with its reason (custody back with the rider)
-- Custody entries move no money in or out of an order: settled_paise ignores them.

-- Several refunds per order now (a short line, then a cancel): each has its own merchantRefundId.
ALTER TABLE payment_refunds DROP CONSTRAINT payment_refunds_order_id_key;
CREATE INDEX payment_refunds_order_idx ON payment_refunds (order_id);

ALTER TABLE money_entries
  ADD COLUMN rider_id    text REFERENCES users (id) ON DELETE RESTRICT,
  ADD COLUMN handover_id text REFERENCES cash_handovers (id) ON DELETE RESTRICT,
  ADD COLUMN refund_id   text REFERENCES payment_refunds (id) ON DELETE RESTRICT,
  ADD COLUMN note        text;

-- The table's checks are replaced whole (their names were chosen by the database).
DO $$
DECLARE c record;
BEGIN
  FOR c IN SELECT conname FROM pg_constraint WHERE conrelid = 'money_entries'::regclass AND contype = 'c' LOOP
    EXECUTE format('ALTER TABLE money_entries DROP CONSTRAINT %I', c.conname);
  END LOOP;
END $$;

ALTER TABLE money_entries
  ADD CONSTRAINT money_entries_kind_check CHECK (kind IN (
    'payment', 'payment_undone', 'khata_payment', 'khata_allocation', 'allocation_undone',
    'refund_requested', 'refund_completed', 'refund_failed', 'cash_collected', 'cash_handed_over', 'handover_voided')),
  ADD CONSTRAINT money_entries_method_check CHECK (CASE
    WHEN kind = 'payment' THEN method IN ('CASH', 'UPI', 'PHONEPE')
    WHEN kind IN ('payment_undone', 'khata_payment') THEN method IN ('CASH', 'UPI')
    WHEN kind IN ('khata_allocation', 'allocation_undone') THEN method = 'KHATA'
    WHEN kind LIKE 'refund\_%' THEN method = 'PHONEPE'
    ELSE method = 'CASH' END),
  ADD CONSTRAINT money_entries_amount_check CHECK (amount_paise > 0),
  ADD CONSTRAINT money_entries_order_check
    CHECK ((order_id IS NULL) = (kind IN ('khata_payment', 'cash_handed_over', 'handover_voided'))),
  ADD CONSTRAINT money_entries_refund_check CHECK ((refund_id IS NOT NULL) = (kind LIKE 'refund\_%')),
  ADD CONSTRAINT money_entries_handover_check
    CHECK ((handover_id IS NOT NULL) = (kind IN ('cash_handed_over', 'handover_voided'))),
  ADD CONSTRAINT money_entries_rider_check
    CHECK ((rider_id IS NOT NULL) = (kind IN ('cash_collected', 'cash_handed_over', 'handover_voided'))),
  ADD CONSTRAINT money_entries_void_reason_check CHECK ((note IS NOT NULL) = (kind = 'handover_voided'));

-- Exactly once, in the database: a refund is requested once and ends once (completed or failed); an order's
-- cash is collected once; a hand-over is handed over once and voided at most once.
CREATE UNIQUE INDEX money_entries_refund_requested ON money_entries (refund_id) WHERE kind = 'refund_requested';
CREATE UNIQUE INDEX money_entries_refund_outcome ON money_entries (refund_id)
  WHERE kind IN ('refund_completed', 'refund_failed');
CREATE UNIQUE INDEX money_entries_cash_collected ON money_entries (order_id) WHERE kind = 'cash_collected';
CREATE UNIQUE INDEX money_entries_handover ON money_entries (handover_id, kind) WHERE handover_id IS NOT NULL;
CREATE INDEX money_entries_rider_idx ON money_entries (rider_id, at) WHERE rider_id IS NOT NULL;

-- settled_paise: payments and allocations add; their undoing and refunds asked for subtract; a refund's outcome
-- and cash custody move nothing. A refund never exceeds what PhonePe collected for the order, and a refund's
-- outcome is for the amount it asked.
CREATE OR REPLACE FUNCTION kirana_money_entries_settle() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta integer;
BEGIN
  delta := CASE
    WHEN NEW.kind IN ('payment', 'khata_allocation') THEN NEW.amount_paise
    WHEN NEW.kind IN ('payment_undone', 'allocation_undone', 'refund_requested') THEN -NEW.amount_paise
    ELSE 0 END;
  IF NEW.kind = 'refund_requested' AND
     (SELECT coalesce(sum(e.amount_paise) FILTER (WHERE e.kind = 'refund_requested'), 0)
        FROM money_entries e WHERE e.order_id = NEW.order_id)
     > (SELECT coalesce(sum(e.amount_paise) FILTER (WHERE e.kind = 'payment' AND e.method = 'PHONEPE'), 0)
          FROM money_entries e WHERE e.order_id = NEW.order_id) THEN
    RAISE EXCEPTION 'money_entries: refunds of order % would exceed what was paid', NEW.order_id
      USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.kind IN ('refund_completed', 'refund_failed') AND NOT EXISTS (
       SELECT 1 FROM money_entries e WHERE e.refund_id = NEW.refund_id AND e.kind = 'refund_requested'
          AND e.amount_paise = NEW.amount_paise AND e.order_id = NEW.order_id) THEN
    RAISE EXCEPTION 'money_entries: refund % ends for another amount than it asked', NEW.refund_id
      USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.kind = 'handover_voided' AND NOT EXISTS (
       SELECT 1 FROM money_entries e WHERE e.handover_id = NEW.handover_id AND e.kind = 'cash_handed_over'
          AND e.amount_paise = NEW.amount_paise) THEN
    RAISE EXCEPTION 'money_entries: hand-over % voided for another amount than it recorded', NEW.handover_id
      USING ERRCODE = 'check_violation';
  END IF;
  IF delta <> 0 THEN
    UPDATE orders SET settled_paise = settled_paise + delta WHERE id = NEW.order_id;
  END IF;
  RETURN NULL;
END;
$$;

-- Today's refunds and cash, written into the ledger (the trigger above keeps settled_paise).
INSERT INTO money_entries (kind, order_id, user_id, method, amount_paise, refund_id, at)
SELECT 'refund_requested', r.order_id, o.user_id, 'PHONEPE', r.amount_paise, r.id, r.created_at
  FROM payment_refunds r JOIN orders o ON o.id = r.order_id ORDER BY r.created_at, r.id;
INSERT INTO money_entries (kind, order_id, user_id, method, amount_paise, refund_id, at)
SELECT CASE r.state WHEN 'COMPLETED' THEN 'refund_completed' ELSE 'refund_failed' END, r.order_id, o.user_id,
       'PHONEPE', r.amount_paise, r.id, r.completed_at
  FROM payment_refunds r JOIN orders o ON o.id = r.order_id
 WHERE r.state IN ('COMPLETED', 'FAILED') ORDER BY r.completed_at, r.id;
INSERT INTO money_entries (kind, order_id, user_id, method, amount_paise, rider_id, actor_id, at)
SELECT 'cash_collected', o.id, o.user_id, 'CASH', o.cash_collected_paise, o.cash_collected_by, o.cash_collected_by,
       o.cash_collected_at
  FROM orders o WHERE o.cash_collected_by IS NOT NULL AND o.cash_collected_paise > 0
 ORDER BY o.cash_collected_at, o.id;
INSERT INTO money_entries (kind, user_id, method, amount_paise, rider_id, handover_id, actor_id, at)
SELECT 'cash_handed_over', h.rider_id, 'CASH', h.amount_paise, h.rider_id, h.id, h.recorded_by, h.recorded_at
  FROM cash_handovers h WHERE h.amount_paise > 0 ORDER BY h.recorded_at, h.id;
INSERT INTO money_entries (kind, user_id, method, amount_paise, rider_id, handover_id, actor_id, note, at)
SELECT 'handover_voided', h.rider_id, 'CASH', h.amount_paise, h.rider_id, h.id, h.voided_by, h.void_reason, h.voided_at
  FROM cash_handovers h WHERE h.amount_paise > 0 AND h.voided_at IS NOT NULL ORDER BY h.voided_at, h.id;

-- The columns the ledger now derives: what is owed back (a cancelled, paid order: what the order still keeps
-- plus refunds asked and not completed) and what a rider collected.
ALTER TABLE orders DROP CONSTRAINT IF EXISTS orders_refund_only_when_cancelled_paid;
ALTER TABLE orders DROP COLUMN refund_due_paise;
ALTER TABLE orders DROP COLUMN cash_collected_paise;
