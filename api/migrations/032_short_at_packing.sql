-- Short at packing: the shelf had fewer than an order asked for. A line keeps what was ordered
-- (`ordered_qty`) and `qty` becomes what goes in the bag (0: not available); the order's totals
-- are lowered by the difference, so it is never collected, charged or owed.
ALTER TABLE order_items ADD COLUMN ordered_qty integer;
UPDATE order_items SET ordered_qty = qty;
ALTER TABLE order_items ALTER COLUMN ordered_qty SET NOT NULL;
ALTER TABLE order_items DROP CONSTRAINT order_items_qty_check;
ALTER TABLE order_items
  ADD CONSTRAINT order_items_ordered_qty_check CHECK (ordered_qty BETWEEN 1 AND 5),
  ADD CONSTRAINT order_items_qty_check CHECK (qty BETWEEN 0 AND ordered_qty);
ALTER TABLE order_items ALTER COLUMN ordered_qty SET DEFAULT NULL;
