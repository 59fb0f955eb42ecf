-- An order's stock decrement rewrites the product in place (a HOT update) instead of adding a new
-- entry to every index on products (issue 13 item 4). The shelf index held the expression
-- (stock = 0) and stock itself, so every sale, on any product, also wrote new entries into the
-- full-text and trigram indexes of the product's name and description: on 50,000 products, 20
-- connections decrementing stock managed 2,100–2,500 updates/s with none in place, and 4,800–5,500/s
-- with stock in no index. The shelf order now reads `sold_out`, kept by the database, which changes
-- only when stock reaches or leaves 0, so a sale that leaves some on the shelf touches no index.
ALTER TABLE products ADD COLUMN sold_out boolean GENERATED ALWAYS AS (stock = 0) STORED;

DROP INDEX products_shelf_idx;
CREATE INDEX products_shelf_idx ON products (category_id, sold_out, name, id) WHERE is_active;

-- Room on each page for a product's next version beside it (new pages; a rewrite is not needed).
ALTER TABLE products SET (fillfactor = 85);
