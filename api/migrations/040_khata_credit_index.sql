-- Dues over a year (issue 42 item 2): each owing customer's khata credit (`khataCredit`, src/money/ledger.ts)
-- is read from their khata entries alone, from the index (it carries what the sum needs), instead of from
-- every ledger entry of theirs: a customer with a year of orders has dozens of payments and cash
-- collections, and Dues reads the credit of every customer who owes.
CREATE INDEX money_entries_khata_idx ON money_entries (user_id) INCLUDE (kind, amount_paise)
  WHERE kind IN ('khata_payment', 'khata_allocation', 'allocation_undone');
