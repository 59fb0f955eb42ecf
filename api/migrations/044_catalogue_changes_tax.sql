-- A product's HSN code and GST rate (043) are sent with it and cached like the rest of it, so a
-- change to either made straight in the database, or by another instance, tells every API instance
-- too (007, 024). Stock alone still does not (007 says why).
DROP TRIGGER products_changed ON products;
CREATE TRIGGER products_changed
  AFTER INSERT OR DELETE OR TRUNCATE
     OR UPDATE OF slug, name, name_hi, description, category_id, images, mrp_paise, selling_price_paise, quantity_label,
                  is_active, hsn_code, gst_rate
  ON products
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
