-- Customers over a year (issue 42 item 2): what each customer ordered before the store's current day
-- (orders, money spent, last order; cancelled orders count for nothing), kept, so the Customers list
-- adds today's orders to one row per customer instead of reading every customer's every order.
-- `api/src/users/customers.ts` reads them and folds each closed day in on the first read after it.
--
-- `kept_until`: the kept rows count exactly the orders placed before it (it only moves forward, to the
-- start of a store day, when the days before it are folded in). Orders placed since are read from the
-- orders themselves on every read. A change to an order placed before it (an order cancelled, a total
-- lowered at packing, an order dated back) counts that customer again in the same transaction (the
-- trigger below); orders of today never touch these tables.

CREATE TABLE customer_stats_state (
  only_row    boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  kept_until  timestamptz NOT NULL
);
INSERT INTO customer_stats_state (kept_until) VALUES ('-infinity');

CREATE TABLE customer_order_stats (
  user_id        text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  order_count    bigint NOT NULL,
  spent_paise    bigint NOT NULL,
  last_order_at  timestamptz
);

-- Counts these customers' kept orders again. The state row is read FOR SHARE: a fold (which locks it FOR
-- UPDATE) waits for this transaction, or this one waits for the fold and then counts to its new moment.
CREATE FUNCTION kirana_customer_stats_recount(customers text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  until timestamptz;
BEGIN
  SELECT kept_until INTO until FROM customer_stats_state FOR SHARE;
  INSERT INTO customer_order_stats AS s (user_id, order_count, spent_paise, last_order_at)
  SELECT c.id, count(o.id), coalesce(sum(o.total_price_paise), 0), max(o.created_at)
    FROM (SELECT DISTINCT id FROM unnest(customers) AS id WHERE id IS NOT NULL ORDER BY 1) c
    LEFT JOIN orders o ON o.user_id = c.id AND NOT o.is_cancelled AND o.created_at < until
   WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = c.id)
   GROUP BY c.id
  ON CONFLICT (user_id) DO UPDATE
    SET order_count = EXCLUDED.order_count, spent_paise = EXCLUDED.spent_paise, last_order_at = EXCLUDED.last_order_at;
END;
$$;

CREATE FUNCTION kirana_orders_customer_stats() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM kirana_customer_stats_recount(ARRAY[NEW.user_id]);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM kirana_customer_stats_recount(ARRAY[OLD.user_id]);
  ELSE
    PERFORM kirana_customer_stats_recount(ARRAY[OLD.user_id, NEW.user_id]);
  END IF;
  RETURN NULL;
END;
$$;
-- Only orders placed before today can be kept: an order placed now, or changed on its own day, calls nothing.
CREATE TRIGGER orders_customer_stats_placed AFTER INSERT ON orders FOR EACH ROW
  WHEN (NEW.created_at < kirana_store_today_start())
  EXECUTE FUNCTION kirana_orders_customer_stats();
CREATE TRIGGER orders_customer_stats_changed AFTER UPDATE ON orders FOR EACH ROW
  WHEN (least(OLD.created_at, NEW.created_at) < kirana_store_today_start()
        AND (OLD.user_id, OLD.created_at, OLD.stage, OLD.total_price_paise)
            IS DISTINCT FROM (NEW.user_id, NEW.created_at, NEW.stage, NEW.total_price_paise))
  EXECUTE FUNCTION kirana_orders_customer_stats();
CREATE TRIGGER orders_customer_stats_removed AFTER DELETE ON orders FOR EACH ROW
  WHEN (OLD.created_at < kirana_store_today_start())
  EXECUTE FUNCTION kirana_orders_customer_stats();
