-- The delivery team (issue 14): riders, orders assigned to them, the customer's handoff code, cash
-- collected at the door and handed over to the store, and an append-only timeline of every order.

-- A user's role beside is_admin. Admins still come only from configuration (is_admin, ADMIN_PHONES);
-- the API reports `admin` for them whatever this says. A rider is made by an admin and stops being one
-- when deactivated (back to `customer`, their sessions ended).
ALTER TABLE users ADD COLUMN role text NOT NULL DEFAULT 'customer' CHECK (role IN ('customer', 'rider'));

-- The team as the admin keeps it: who added each rider, and whether they are active now.
CREATE TABLE riders (
  user_id         text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  added_by        text REFERENCES users (id) ON DELETE SET NULL,
  added_at        timestamptz NOT NULL DEFAULT now(),
  is_active       boolean NOT NULL DEFAULT true,
  deactivated_at  timestamptz,
  deactivated_by  text REFERENCES users (id) ON DELETE SET NULL
);

-- A role change reaches every instance's session cache and sockets at once (as is_admin's does, 010).
CREATE TRIGGER users_rider_role_changed AFTER UPDATE OF role ON users
  FOR EACH ROW WHEN (OLD.role IS DISTINCT FROM NEW.role) EXECUTE FUNCTION kirana_notify_user_changed();

-- Assignment, handoff and cash on the order itself.
ALTER TABLE orders
  ADD COLUMN rider_id             text REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN assigned_at          timestamptz,
  ADD COLUMN assigned_by          text REFERENCES users (id) ON DELETE SET NULL,
  -- Four digits the customer reads out at the door; never sent to anyone but the order's owner.
  ADD COLUMN handoff_code         text CHECK (handoff_code ~ '^[0-9]{4}$'),
  ADD COLUMN handoff_wrong_tries  integer NOT NULL DEFAULT 0 CHECK (handoff_wrong_tries >= 0),
  ADD COLUMN handoff_flagged_at   timestamptz,
  -- How delivery was confirmed: the customer's code (a rider), or an admin without it.
  ADD COLUMN delivered_with       text CHECK (delivered_with IN ('CODE', 'ADMIN')),
  ADD COLUMN cash_collected_at    timestamptz,
  ADD COLUMN cash_collected_by    text REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN cash_collected_paise integer CHECK (cash_collected_paise >= 0);

-- Orders already delivered were delivered by an admin; open orders get a code now, so riders can deliver them.
UPDATE orders SET delivered_with = 'ADMIN' WHERE is_delivered;
UPDATE orders SET handoff_code = lpad((('x' || substr(md5(gen_random_uuid()::text), 1, 8))::bit(32)::bigint % 10000)::text, 4, '0')
 WHERE NOT is_delivered AND NOT is_cancelled;

-- A rider's open run, and the orders nobody has taken.
CREATE INDEX orders_rider_open_idx ON orders (rider_id, society_name, wing, flat_number)
  WHERE NOT is_delivered AND NOT is_cancelled;
CREATE INDEX orders_unassigned_idx ON orders (created_at) WHERE rider_id IS NULL AND NOT is_delivered AND NOT is_cancelled;
-- A rider's cash for a day.
CREATE INDEX orders_cash_collected_idx ON orders (cash_collected_by, cash_collected_at) WHERE cash_collected_by IS NOT NULL;

-- What the store received from a rider at the end of a store day. `expected_paise` is what the
-- rider had collected that day and not yet handed over; a different amount is kept, flagged.
CREATE TABLE cash_handovers (
  id              text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  rider_id        text NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  store_day       date NOT NULL,
  amount_paise    integer NOT NULL CHECK (amount_paise >= 0),
  expected_paise  integer NOT NULL CHECK (expected_paise >= 0),
  is_mismatch     boolean GENERATED ALWAYS AS (amount_paise <> expected_paise) STORED,
  recorded_by     text REFERENCES users (id) ON DELETE SET NULL,
  recorded_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cash_handovers_day_idx ON cash_handovers (store_day, rider_id);
-- Which hand-over took each collected order's cash (each order's cash is handed over once).
ALTER TABLE orders ADD COLUMN cash_handover_id text REFERENCES cash_handovers (id) ON DELETE RESTRICT;

-- Every change to an order, written by the statement (or transaction) that makes the change.
CREATE TABLE order_events (
  id        bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id  text NOT NULL REFERENCES orders (id) ON DELETE RESTRICT,
  kind      text NOT NULL CHECK (kind IN ('placed', 'paid', 'payment_undone', 'assigned', 'taken', 'delivered',
                                          'delivery_undone', 'handoff_refused', 'handoff_flagged', 'cash_collected',
                                          'cancelled', 'handed_over')),
  -- Who did it (null: the system, e.g. PhonePe's callback).
  actor_id  text REFERENCES users (id),
  -- The rider concerned (assigned to, taken by, delivered by, cash collected by, handed over by).
  rider_id  text REFERENCES users (id),
  detail    jsonb NOT NULL DEFAULT '{}',
  at        timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX order_events_order_idx ON order_events (order_id, id);

-- Append-only: the timeline is never rewritten.
CREATE FUNCTION kirana_order_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'order_events is append-only';
END;
$$;
CREATE TRIGGER order_events_append_only BEFORE UPDATE OR DELETE ON order_events
  FOR EACH ROW EXECUTE FUNCTION kirana_order_events_append_only();
