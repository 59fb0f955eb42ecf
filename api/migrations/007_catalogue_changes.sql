-- Whoever changes what the shop shows (the API, an import, someone at psql), every API instance
-- hears it on the channel 'kirana_catalogue' and forgets its cached catalogue answers.
CREATE FUNCTION notify_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kirana_catalogue', 'db:assortment');
  RETURN NULL;
END
$$;

CREATE TRIGGER categories_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();

-- Not for stock alone: orders move it many times a second at rush hour, and a NOTIFY in every
-- order's transaction would queue their commits. The API tells stock changes itself, coalesced.
CREATE TRIGGER products_changed
  AFTER INSERT OR DELETE OR TRUNCATE
     OR UPDATE OF slug, name, description, category_id, images, mrp_paise, selling_price_paise, quantity_label, is_active
  ON products
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
