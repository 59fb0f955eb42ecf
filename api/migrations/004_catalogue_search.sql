-- Catalogue search: one weighted text-search document per product (name A, category B,
-- description C) for word and prefix matches, and trigrams on the name for near misses
-- ('tomatos', 'panir'). Both are indexed so a search never scans the whole catalogue.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE FUNCTION product_search_document(product_name text, category_name text, description text)
RETURNS tsvector LANGUAGE sql IMMUTABLE AS $$
  SELECT setweight(to_tsvector('simple', coalesce(product_name, '')), 'A')
      || setweight(to_tsvector('simple', coalesce(category_name, '')), 'B')
      || setweight(to_tsvector('simple', coalesce(description, '')), 'C')
$$;

ALTER TABLE products ADD COLUMN search_document tsvector NOT NULL DEFAULT ''::tsvector;

-- Kept up to date by the database itself, whoever writes the row (API, seed, a bulk import).
CREATE FUNCTION products_set_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_document := product_search_document(
    NEW.name, (SELECT c.name FROM categories c WHERE c.id = NEW.category_id), NEW.description);
  RETURN NEW;
END
$$;
CREATE TRIGGER products_search_document
  BEFORE INSERT OR UPDATE OF name, description, category_id ON products
  FOR EACH ROW EXECUTE FUNCTION products_set_search_document();

-- A renamed category is found under its new name at once.
CREATE FUNCTION categories_refresh_product_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET search_document = product_search_document(p.name, NEW.name, p.description)
   WHERE p.category_id = NEW.id;
  RETURN NULL;
END
$$;
CREATE TRIGGER categories_product_search
  AFTER UPDATE OF name ON categories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION categories_refresh_product_search();

UPDATE products p SET search_document = product_search_document(p.name, c.name, p.description)
  FROM categories c WHERE c.id = p.category_id;

-- fastupdate off: catalogue edits are few, and without a pending list searches stay fast
-- even where no autovacuum runs (embedded PGlite).
CREATE INDEX products_search_idx ON products USING gin (search_document) WITH (fastupdate = off);
CREATE INDEX products_name_trgm_idx ON products USING gin (name gin_trgm_ops) WITH (fastupdate = off);

-- Browsing a category and the home page's shelves read products in shelf order straight from
-- this index: in-stock first, then by name (id breaks ties so pages never overlap), active only.
CREATE INDEX products_shelf_idx ON products (category_id, (stock = 0), name, id) WHERE is_active;
