-- An order's line keeps the product's Hindi name as it was when the order was placed, beside its name,
-- so order pages, the rider's card and the admin's order read in Hindi for a Hindi reader (R38d).
ALTER TABLE order_items ADD COLUMN name_hi text;
-- Lines placed before this: the product's Hindi name now (the nearest there is).
UPDATE order_items i SET name_hi = p.name_hi FROM products p WHERE p.id = i.product_id AND p.name_hi IS NOT NULL;
