-- GST bills (issue #43): a product's HSN code and GST rate (prices include it); an order line keeps
-- them as placed, as it keeps its price; the store's tax profile; and one gap-free number series per
-- financial year for invoices and one for credit notes.

ALTER TABLE products
  ADD COLUMN hsn_code text CHECK (hsn_code ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})$'),
  ADD COLUMN gst_rate smallint NOT NULL DEFAULT 0 CHECK (gst_rate IN (0, 5, 12, 18, 28, 40));

ALTER TABLE order_items
  ADD COLUMN hsn_code text,
  ADD COLUMN gst_rate smallint CHECK (gst_rate IN (0, 5, 12, 18, 28, 40));

-- One row: the store as its bills name it. Without a GSTIN the store issues plain bills.
CREATE TABLE store_tax_profile (
  id          boolean PRIMARY KEY DEFAULT true CHECK (id),
  legal_name  text NOT NULL CHECK (length(trim(legal_name)) BETWEEN 2 AND 120),
  address     text NOT NULL CHECK (length(trim(address)) BETWEEN 5 AND 300),
  state_code  text NOT NULL CHECK (state_code ~ '^[0-9]{2}$'),
  gstin       text CHECK (gstin ~ '^[0-9]{2}[A-Z0-9]{13}$'),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  updated_by  text
);

-- The last number given in each series and financial year (its April, Asia/Kolkata). Issuing takes
-- the row's lock until the delivery or payment that issues it commits, so numbers never skip or repeat.
CREATE TABLE invoice_series (
  series       text NOT NULL CHECK (series IN ('invoice', 'creditNote')),
  start_year   integer NOT NULL CHECK (start_year BETWEEN 2000 AND 2999),
  last_number  integer NOT NULL CHECK (last_number > 0),
  PRIMARY KEY (series, start_year)
);

-- An order's invoice (or plain bill) and, when an invoiced order is cancelled, its credit note: the
-- document as issued, never changed or deleted afterwards.
CREATE TABLE invoices (
  order_id     text NOT NULL REFERENCES orders (id) ON DELETE RESTRICT,
  series       text NOT NULL CHECK (series IN ('invoice', 'creditNote')),
  start_year   integer NOT NULL,
  number       integer NOT NULL CHECK (number > 0),
  issued_at    timestamptz NOT NULL DEFAULT now(),
  document     jsonb,
  PRIMARY KEY (order_id, series),
  UNIQUE (series, start_year, number)
);
CREATE INDEX invoices_issued_idx ON invoices (issued_at);
