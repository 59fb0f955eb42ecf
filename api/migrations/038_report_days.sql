-- Reports over a year (issue 42 item 2): each closed store day's sales facts, kept once, so a report
-- over 366 days adds up about 366 days of rows instead of reading a million orders, their lines and
-- their money again. `api/src/routes/reports/reportDays.ts` computes and reads them.
--
-- The facts of a store day are what that day's orders, lines, deliveries and money add up to, per
-- dimension: `order` (per payment method: orders, revenue, cancelled), `society`, `product`, `rider`
-- (orders placed that day), `delivery` (orders delivered that day) and `money` (money in that day, per
-- method, the khata and refunds completed). Only days before today are kept (today changes with every
-- order and is read from the orders themselves), and a kept day is used only while its version is the
-- one it was computed at.
--
-- A change to anything a closed day's facts depend on bumps that day's version in the same transaction
-- (the triggers below): an order placed, changed (stage, total, rider, delivery, method, address,
-- when placed) or removed on such a day, a line's quantity, money dated on such a day, the cash of
-- such a day's order. So a report never reads a kept day that a committed change has made stale; the
-- next report computes that day again. Orders of today never touch these tables: placing, packing,
-- delivering and paying today's orders write nothing more than before.

CREATE TABLE report_day_versions (
  day      date PRIMARY KEY,
  version  bigint NOT NULL DEFAULT 1
);

-- A closed day's facts as computed at `version` (the day's version then; 0 when it had none).
CREATE TABLE report_days_kept (
  day      date PRIMARY KEY,
  version  bigint NOT NULL
);

CREATE TABLE report_day_facts (
  dim             text NOT NULL CHECK (dim IN ('order', 'society', 'product', 'rider', 'delivery', 'money')),
  day             date NOT NULL,
  key             text NOT NULL,
  -- The latest name (and area) the day's orders wrote for a society or a product, and when that order was placed.
  name            text,
  area            text,
  name_at         timestamptz,
  n               bigint NOT NULL DEFAULT 0,
  paise           bigint NOT NULL DEFAULT 0,
  cancelled       bigint NOT NULL DEFAULT 0,
  delivered       bigint NOT NULL DEFAULT 0,
  with_code       bigint NOT NULL DEFAULT 0,
  cash            bigint NOT NULL DEFAULT 0,
  seconds         numeric NOT NULL DEFAULT 0,
  within_promise  bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (dim, day, key)
);

-- When the store's today began (Asia/Kolkata), by the transaction's clock.
CREATE FUNCTION kirana_store_today_start() RETURNS timestamptz LANGUAGE sql STABLE AS $$
  SELECT date_trunc('day', now() AT TIME ZONE 'Asia/Kolkata') AT TIME ZONE 'Asia/Kolkata'
$$;

-- Bumps the version of each of these moments' store days that is already over.
CREATE FUNCTION kirana_report_days_changed(moments timestamptz[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO report_day_versions AS v (day)
  SELECT DISTINCT (m AT TIME ZONE 'Asia/Kolkata')::date FROM unnest(moments) AS m
   WHERE m < kirana_store_today_start()
   ORDER BY 1
  ON CONFLICT (day) DO UPDATE SET version = v.version + 1
$$;

CREATE FUNCTION kirana_orders_report_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM kirana_report_days_changed(ARRAY[NEW.created_at, NEW.delivered_at]);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM kirana_report_days_changed(ARRAY[OLD.created_at, OLD.delivered_at]);
  ELSE
    PERFORM kirana_report_days_changed(ARRAY[OLD.created_at, NEW.created_at, OLD.delivered_at, NEW.delivered_at]);
  END IF;
  RETURN NULL;
END;
$$;
-- Only orders of a closed day call it: an order placed now, or changed on the day it was placed, does not.
CREATE TRIGGER orders_report_days_placed AFTER INSERT ON orders FOR EACH ROW
  WHEN (least(NEW.created_at, NEW.delivered_at) < kirana_store_today_start())
  EXECUTE FUNCTION kirana_orders_report_days();
CREATE TRIGGER orders_report_days_changed AFTER UPDATE ON orders FOR EACH ROW
  WHEN (least(OLD.created_at, NEW.created_at, OLD.delivered_at, NEW.delivered_at) < kirana_store_today_start()
        AND (OLD.created_at, OLD.stage, OLD.total_price_paise, OLD.rider_id, OLD.delivered_at, OLD.delivered_with,
             OLD.payment_method, OLD.society_id, OLD.society_name, OLD.area_name)
            IS DISTINCT FROM
            (NEW.created_at, NEW.stage, NEW.total_price_paise, NEW.rider_id, NEW.delivered_at, NEW.delivered_with,
             NEW.payment_method, NEW.society_id, NEW.society_name, NEW.area_name))
  EXECUTE FUNCTION kirana_orders_report_days();
CREATE TRIGGER orders_report_days_removed AFTER DELETE ON orders FOR EACH ROW
  WHEN (least(OLD.created_at, OLD.delivered_at) < kirana_store_today_start())
  EXECUTE FUNCTION kirana_orders_report_days();

-- A line changed (short at packing) on an order of a closed day. Lines are written with their order, in its
-- transaction, so the order's own trigger covers a line added with it.
CREATE FUNCTION kirana_order_items_report_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM kirana_report_days_changed(ARRAY[o.created_at]) FROM orders o
    WHERE o.id IN (OLD.order_id, NEW.order_id) AND o.created_at < kirana_store_today_start();
  RETURN NULL;
END;
$$;
CREATE TRIGGER order_items_report_days_changed AFTER UPDATE ON order_items FOR EACH ROW
  WHEN ((OLD.order_id, OLD.product_id, OLD.name, OLD.qty, OLD.unit_price_paise)
        IS DISTINCT FROM (NEW.order_id, NEW.product_id, NEW.name, NEW.qty, NEW.unit_price_paise))
  EXECUTE FUNCTION kirana_order_items_report_days();

-- Money dated on a closed day (never the ledger's own writes, which are dated now; a test or a repair may),
-- and a rider's cash at the door, which counts on the day its order was placed.
CREATE FUNCTION kirana_money_entries_report_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM kirana_report_days_changed(ARRAY[OLD.at, NEW.at]);
  ELSE
    PERFORM kirana_report_days_changed(ARRAY[NEW.at]);
  END IF;
  IF NEW.kind = 'cash_collected' OR (TG_OP = 'UPDATE' AND OLD.kind = 'cash_collected') THEN
    PERFORM kirana_report_days_changed(ARRAY[o.created_at]) FROM orders o
      WHERE o.id IN (NEW.order_id, OLD.order_id) AND o.created_at < kirana_store_today_start();
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER money_entries_report_days AFTER INSERT ON money_entries FOR EACH ROW
  WHEN (NEW.at < kirana_store_today_start() OR NEW.kind = 'cash_collected')
  EXECUTE FUNCTION kirana_money_entries_report_days();
CREATE TRIGGER money_entries_report_days_moved AFTER UPDATE ON money_entries FOR EACH ROW
  EXECUTE FUNCTION kirana_money_entries_report_days();
