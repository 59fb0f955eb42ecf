-- PhonePe's own id for the order behind a v2 payment attempt (the pay answer's `orderId`, "OMO…"),
-- kept beside our merchantOrderId (the attempt's id) so the logs name both and a webhook or status
-- answer that names another PhonePe order settles nothing. Null for v1 attempts and for attempts
-- made before it was kept.
ALTER TABLE payment_transactions ADD COLUMN provider_order_id text;
