-- A product's SKU: the store's own short code for it, what a spreadsheet of the catalogue matches
-- rows by when it comes back (import, issue 15). Every product has one: existing products are
-- numbered KN00001… in the order they were added, and a new product without one gets the next
-- number. Unique as written (letters, digits, '.', '-', '_'; compared ignoring case, so 'kn00001'
-- in a spreadsheet is the same product as 'KN00001').
CREATE SEQUENCE product_sku_seq;

ALTER TABLE products ADD COLUMN sku text;

UPDATE products p SET sku = 'KN' || lpad(n::text, 5, '0')
  FROM (SELECT id, row_number() OVER (ORDER BY created_at, id) AS n FROM products) numbered
 WHERE numbered.id = p.id;

SELECT setval('product_sku_seq', (SELECT count(*) FROM products) + 1, false);

ALTER TABLE products
  ALTER COLUMN sku SET DEFAULT 'KN' || lpad(nextval('product_sku_seq')::text, 5, '0'),
  ALTER COLUMN sku SET NOT NULL,
  ADD CONSTRAINT products_sku_form CHECK (sku ~ '^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$');

CREATE UNIQUE INDEX products_sku_key ON products (lower(sku));
