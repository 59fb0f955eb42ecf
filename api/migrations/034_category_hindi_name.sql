-- A category may have a Hindi name, as a product may (R4, R5): the Hindi store shows it on the aisle
-- row, the shelves and the category's page. Empty is no Hindi name (NULL), never ''.
ALTER TABLE categories ADD COLUMN name_hi text CHECK (name_hi IS NULL OR length(name_hi) BETWEEN 1 AND 60);
