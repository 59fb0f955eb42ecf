-- Orders, their lines, and PhonePe payment attempts. Money is integer paise.
-- An order keeps a copy of what was sold and where it goes (names, prices, address), so it reads
-- the same after products, societies or prices change; those columns carry no foreign keys.

CREATE TABLE orders (
  id                    text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  user_id               text NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  society_id            text NOT NULL,
  society_name          text NOT NULL,
  wing                  text NOT NULL,
  flat_number           text NOT NULL,
  locality_id           text NOT NULL,
  area_name             text NOT NULL,
  payment_method        text NOT NULL CHECK (payment_method IN ('COD', 'PHONEPE')),
  payment_status        text NOT NULL CHECK (payment_status IN ('UNPAID', 'PENDING', 'PAID', 'FAILED')),
  items_price_paise     integer NOT NULL CHECK (items_price_paise >= 0),
  small_cart_fee_paise  integer NOT NULL CHECK (small_cart_fee_paise >= 0),
  delivery_fee_paise    integer NOT NULL CHECK (delivery_fee_paise >= 0),
  total_price_paise     integer NOT NULL,
  is_paid               boolean NOT NULL DEFAULT false,
  paid_at               timestamptz,
  -- The admin who recorded the payment; NULL when PhonePe confirmed it.
  paid_by               text REFERENCES users (id) ON DELETE SET NULL,
  payment_reference     text,
  is_delivered          boolean NOT NULL DEFAULT false,
  delivered_at          timestamptz,
  delivered_by          text REFERENCES users (id) ON DELETE SET NULL,
  is_cancelled          boolean NOT NULL DEFAULT false,
  cancelled_at          timestamptz,
  cancel_reason         text,
  -- A client-chosen key: the same key from the same customer always means this one order.
  idempotency_key       text,
  request_hash          text,
  created_at            timestamptz NOT NULL DEFAULT now(),
  updated_at            timestamptz NOT NULL DEFAULT now(),
  CHECK (total_price_paise = items_price_paise + small_cart_fee_paise + delivery_fee_paise),
  CHECK (is_paid = (payment_status = 'PAID')),
  CHECK (is_paid = (paid_at IS NOT NULL)),
  CHECK (is_delivered = (delivered_at IS NOT NULL)),
  CHECK (is_cancelled = (cancelled_at IS NOT NULL)),
  CHECK ((idempotency_key IS NULL) = (request_hash IS NULL))
);
CREATE UNIQUE INDEX orders_user_idempotency_key ON orders (user_id, idempotency_key);
CREATE INDEX orders_user_created_idx ON orders (user_id, created_at DESC);
CREATE INDEX orders_open_idx ON orders (created_at DESC) WHERE NOT is_delivered AND NOT is_cancelled;

CREATE TABLE order_items (
  order_id          text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  position          integer NOT NULL,
  product_id        text NOT NULL,
  name              text NOT NULL,
  image             text NOT NULL DEFAULT '',
  quantity_label    text NOT NULL,
  unit_price_paise  integer NOT NULL CHECK (unit_price_paise > 0),
  qty               integer NOT NULL CHECK (qty BETWEEN 1 AND 5),
  PRIMARY KEY (order_id, product_id),
  UNIQUE (order_id, position)
);

-- One row per attempt to collect an order's money through PhonePe. The id is the
-- merchantTransactionId PhonePe knows it by.
CREATE TABLE payment_transactions (
  id                  text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{1,34}$'),
  order_id            text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  provider            text NOT NULL DEFAULT 'PHONEPE' CHECK (provider = 'PHONEPE'),
  amount_paise        integer NOT NULL CHECK (amount_paise > 0),
  state               text NOT NULL DEFAULT 'PENDING' CHECK (state IN ('PENDING', 'COMPLETED', 'FAILED')),
  redirect_url        text,
  provider_reference  text,
  response_code       text,
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now(),
  completed_at        timestamptz
);
CREATE INDEX payment_transactions_order_idx ON payment_transactions (order_id);
CREATE INDEX payment_transactions_pending_idx ON payment_transactions (created_at) WHERE state = 'PENDING';
