-- The admin side: the order queue, the dashboard, customers and reports.
-- Every read is a range on when orders were placed (or delivered), narrowed by a filter, so
-- each has an index to walk rather than the whole table.

-- The queue newest or oldest first, and any store-day range (reports, CSV, "today").
CREATE INDEX orders_created_idx ON orders (created_at, id);
-- One society's orders (the rider's run, the society filter).
CREATE INDEX orders_society_created_idx ON orders (society_id, created_at);
-- Cash the riders still have to bring in: delivered, unpaid, not cancelled.
CREATE INDEX orders_unpaid_delivered_idx ON orders (created_at) WHERE is_delivered AND NOT is_paid AND NOT is_cancelled;
-- Delivery times in a report range are read by when the order arrived.
CREATE INDEX orders_delivered_at_idx ON orders (delivered_at) WHERE is_delivered;

-- Search by part of an order number (characters 11–24 of the id), a phone or a name.
CREATE INDEX orders_number_trgm_idx ON orders USING gin (substr(id, 11) gin_trgm_ops);
CREATE INDEX users_phone_trgm_idx ON users USING gin (phone_number gin_trgm_ops);
CREATE INDEX users_name_trgm_idx ON users USING gin (name gin_trgm_ops);
