-- A hand-over is recorded once per Idempotency-Key (a double tap, or the proxy passing a failed
-- request to another instance, records one), and a wrong one is voided with a reason, never edited
-- or deleted: a voided hand-over stays listed and counts for nothing.
ALTER TABLE cash_handovers
  ADD COLUMN idempotency_key text,
  ADD COLUMN voided_at       timestamptz,
  ADD COLUMN voided_by       text REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN void_reason     text,
  ADD CONSTRAINT cash_handovers_void_check CHECK ((voided_at IS NULL) = (void_reason IS NULL));
CREATE UNIQUE INDEX cash_handovers_idempotency_key ON cash_handovers (recorded_by, idempotency_key)
  WHERE idempotency_key IS NOT NULL;
