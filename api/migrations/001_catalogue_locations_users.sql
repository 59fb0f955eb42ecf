-- Ids are 24-hex ObjectId-style strings made by the API; money is integer paise.

CREATE TABLE localities (
  id          text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  area_name   text NOT NULL CHECK (length(trim(area_name)) BETWEEN 1 AND 80),
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX localities_area_name_key ON localities (lower(area_name));

CREATE TABLE societies (
  id            text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  locality_id   text NOT NULL REFERENCES localities (id) ON DELETE RESTRICT,
  society_name  text NOT NULL CHECK (length(trim(society_name)) BETWEEN 1 AND 120),
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX societies_locality_name_key ON societies (locality_id, lower(society_name));

CREATE TABLE categories (
  id          text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  slug        text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name        text NOT NULL CHECK (length(trim(name)) BETWEEN 1 AND 60),
  image       text NOT NULL DEFAULT '',
  sort_order  integer NOT NULL DEFAULT 0,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX categories_name_key ON categories (lower(name));

CREATE TABLE products (
  id                   text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  slug                 text UNIQUE,
  name                 text NOT NULL CHECK (length(trim(name)) BETWEEN 1 AND 120),
  description          text NOT NULL DEFAULT '',
  category_id          text NOT NULL REFERENCES categories (id) ON DELETE RESTRICT,
  images               text[] NOT NULL DEFAULT '{}',
  mrp_paise            integer NOT NULL CHECK (mrp_paise > 0),
  selling_price_paise  integer NOT NULL CHECK (selling_price_paise > 0),
  quantity_label       text NOT NULL CHECK (length(trim(quantity_label)) BETWEEN 1 AND 30),
  stock                integer NOT NULL DEFAULT 0 CHECK (stock >= 0),
  is_active            boolean NOT NULL DEFAULT true,
  created_at           timestamptz NOT NULL DEFAULT now(),
  updated_at           timestamptz NOT NULL DEFAULT now(),
  CHECK (selling_price_paise <= mrp_paise)
);
CREATE INDEX products_category_idx ON products (category_id, name);

CREATE TABLE users (
  id            text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  phone_number  text NOT NULL UNIQUE CHECK (phone_number ~ '^[6-9][0-9]{9}$'),
  name          text NOT NULL DEFAULT '',
  is_admin      boolean NOT NULL DEFAULT false,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE user_addresses (
  id           text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  user_id      text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  society_id   text NOT NULL REFERENCES societies (id) ON DELETE RESTRICT,
  wing         text NOT NULL CHECK (wing ~ '^[A-Z0-9]$'),
  flat_number  text NOT NULL CHECK (flat_number ~ '^[1-9][0-9]{2,3}$'),
  position     integer NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, society_id, wing, flat_number)
);
CREATE INDEX user_addresses_society_idx ON user_addresses (society_id);
