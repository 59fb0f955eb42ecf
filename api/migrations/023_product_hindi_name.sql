-- A product may carry its name in Hindi ('अमूल टोंड दूध'): shown to shoppers who chose Hindi, and
-- found by search. Nullable: most products keep only their English name. The Hindi name goes into
-- the same search document as the name, with the name's weight (A), so a search in Devanagari
-- matches it through the existing GIN index (products_search_idx) and ranks it as a name match;
-- the search query itself is unchanged. ('simple' splits Devanagari into whole words.)
ALTER TABLE products ADD COLUMN name_hi text;

CREATE FUNCTION product_search_document(product_name text, category_name text, description text, hindi_name text)
RETURNS tsvector LANGUAGE sql IMMUTABLE AS $$
  SELECT setweight(to_tsvector('simple', coalesce(product_name, '')), 'A')
      || setweight(to_tsvector('simple', coalesce(hindi_name, '')), 'A')
      || setweight(to_tsvector('simple', coalesce(category_name, '')), 'B')
      || setweight(to_tsvector('simple', coalesce(description, '')), 'C')
$$;

CREATE OR REPLACE FUNCTION products_set_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_document := product_search_document(
    NEW.name, (SELECT c.name FROM categories c WHERE c.id = NEW.category_id), NEW.description, NEW.name_hi);
  RETURN NEW;
END
$$;

DROP TRIGGER products_search_document ON products;
CREATE TRIGGER products_search_document
  BEFORE INSERT OR UPDATE OF name, name_hi, description, category_id ON products
  FOR EACH ROW EXECUTE FUNCTION products_set_search_document();

CREATE OR REPLACE FUNCTION categories_refresh_product_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET search_document = product_search_document(p.name, NEW.name, p.description, p.name_hi)
   WHERE p.category_id = NEW.id;
  RETURN NULL;
END
$$;

DROP FUNCTION product_search_document(text, text, text);
