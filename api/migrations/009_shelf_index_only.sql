-- Shelf order answered from the index alone (issue 13 item 3). products_shelf_idx could not serve
-- an index-only scan: it holds the expression (stock = 0) but not stock itself, and PostgreSQL
-- only scans an index alone when every column a query touches is in it. With stock included:
-- counting each category's products reads the index, not the table (22 ms → 8 ms on 50,000), and
-- a deep page finds its ids by skipping index entries, not by sorting the category's rows
-- (page 200: 11 ms → 0.4 ms), then reads just those rows.
DROP INDEX products_shelf_idx;
CREATE INDEX products_shelf_idx ON products (category_id, (stock = 0), name, id) INCLUDE (stock) WHERE is_active;
