-- A khata payment sent again is recorded once (issue 21 point 6). The production proxy passes a
-- request to the other API instance when the first fails before answering, POSTs included (a
-- stopping instance's 503 must be retried), and a phone may send again after a lost answer; the
-- admin's form sends an Idempotency-Key with each payment, kept until it is recorded.
ALTER TABLE khata_payments ADD COLUMN idempotency_key text;
CREATE UNIQUE INDEX khata_payments_idempotency_key ON khata_payments (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
