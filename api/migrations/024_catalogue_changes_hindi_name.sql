-- The Hindi name (023) is shown to shoppers and found by search, so a change to it made straight in
-- the database tells every API instance, as the other columns shoppers see do (007).
DROP TRIGGER products_changed ON products;
CREATE TRIGGER products_changed
  AFTER INSERT OR DELETE OR TRUNCATE
     OR UPDATE OF slug, name, name_hi, description, category_id, images, mrp_paise, selling_price_paise, quantity_label, is_active
  ON products
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
