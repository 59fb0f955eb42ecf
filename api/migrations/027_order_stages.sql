-- An order's stage is one column: placed → packing → packed → out_for_delivery → delivered, or
-- cancelled from any stage before delivered (shared/src/domain/orderStages.ts). `is_delivered` and
-- `is_cancelled` become columns derived from it, so no statement can set one without the other.

ALTER TABLE orders ADD COLUMN stage text NOT NULL DEFAULT 'placed'
  CONSTRAINT orders_stage_check CHECK (stage IN ('placed', 'packing', 'packed', 'out_for_delivery', 'delivered', 'cancelled'));
UPDATE orders SET stage = CASE WHEN is_cancelled THEN 'cancelled' ELSE 'delivered' END WHERE is_cancelled OR is_delivered;

-- When each stage was reached (the timeline has who).
ALTER TABLE orders
  ADD COLUMN packing_at     timestamptz,
  ADD COLUMN packed_at      timestamptz,
  ADD COLUMN picked_up_at   timestamptz;

-- The two flags, derived. Dropping them drops the indexes and checks built on them; each is made again below.
ALTER TABLE orders DROP COLUMN is_delivered CASCADE, DROP COLUMN is_cancelled CASCADE;
ALTER TABLE orders
  ADD COLUMN is_delivered boolean GENERATED ALWAYS AS (stage = 'delivered') STORED,
  ADD COLUMN is_cancelled boolean GENERATED ALWAYS AS (stage = 'cancelled') STORED;

ALTER TABLE orders
  ADD CONSTRAINT orders_delivered_at_check CHECK ((stage = 'delivered') = (delivered_at IS NOT NULL)),
  ADD CONSTRAINT orders_cancelled_at_check CHECK ((stage = 'cancelled') = (cancelled_at IS NOT NULL)),
  ADD CONSTRAINT orders_refund_only_when_cancelled_paid CHECK (refund_due_paise IS NULL OR (stage = 'cancelled' AND is_paid)),
  ADD CONSTRAINT orders_picked_up_check CHECK (stage <> 'out_for_delivery' OR picked_up_at IS NOT NULL);

CREATE INDEX orders_open_idx ON orders (created_at DESC) WHERE NOT is_delivered AND NOT is_cancelled;
CREATE INDEX orders_unpaid_delivered_idx ON orders (created_at) WHERE is_delivered AND NOT is_paid AND NOT is_cancelled;
CREATE INDEX orders_delivered_at_idx ON orders (delivered_at) WHERE is_delivered;
CREATE INDEX orders_owed_idx ON orders (user_id, created_at, id)
  WHERE is_delivered AND NOT is_paid AND NOT is_cancelled AND payment_status = 'UNPAID';
CREATE INDEX orders_rider_open_idx ON orders (rider_id, society_name, wing, flat_number)
  WHERE NOT is_delivered AND NOT is_cancelled;
CREATE INDEX orders_unassigned_idx ON orders (created_at) WHERE rider_id IS NULL AND NOT is_delivered AND NOT is_cancelled;

ALTER TABLE order_events DROP CONSTRAINT order_events_kind_check;
ALTER TABLE order_events ADD CONSTRAINT order_events_kind_check CHECK (kind IN (
  'placed', 'paid', 'payment_undone', 'assigned', 'taken', 'delivered', 'delivery_undone', 'handoff_refused',
  'handoff_flagged', 'cash_collected', 'cancelled', 'handed_over', 'packing', 'packed', 'picked_up',
  'refund_requested', 'refunded', 'refund_failed', 'refund_mismatch', 'handover_voided', 'line_short'));
