-- The live board over a year (issue 42 item 2): the open orders are a few dozen among a million, but
-- PostgreSQL read "not delivered" and "not cancelled" as independent (each is a few percent), estimated
-- thousands of open orders and joined them to every customer by hashing the whole users table (tens of
-- milliseconds on 100,000 customers, for about 100 orders). Both flags come from `stage` (migration 027);
-- their combinations' real frequencies, with the payment status the board also filters on, let it look
-- each order's customer up by key instead.
CREATE STATISTICS orders_stage_flags (mcv) ON is_delivered, is_cancelled, payment_status FROM orders;
ANALYZE orders;
