-- The Customers list, latest order first (issue 42 item 2): the kept customers in the order of their last
-- order, so a page reads as many as it shows instead of sorting all of them (`latestFirst`,
-- src/users/customers.ts).
CREATE INDEX customer_order_stats_recent_idx ON customer_order_stats (last_order_at DESC) WHERE last_order_at IS NOT NULL;
