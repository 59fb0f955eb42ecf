import type { Database, Queryable } from '../db/database';
import { newObjectId } from '../db/ids';
import { SqlParams } from '../db/params';
import type { ProductRecord } from './fields';

const COLUMN: Record<keyof ProductRecord, string> = {
  name: 'name',
  nameHi: 'name_hi',
  description: 'description',
  categoryId: 'category_id',
  images: 'images',
  mrpPaise: 'mrp_paise',
  sellingPricePaise: 'selling_price_paise',
  quantityLabel: 'quantity_label',
  stock: 'stock',
  isActive: 'is_active',
  hsnCode: 'hsn_code',
  gstRate: 'gst_rate',
};

export async function categoryExists(db: Queryable, id: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM categories WHERE id = $1', [id])).length > 0;
}

export async function insertProduct(db: Queryable, record: ProductRecord): Promise<string> {
  const id = newObjectId();
  const params = new SqlParams();
  const keys = Object.keys(COLUMN) as (keyof ProductRecord)[];
  const values = keys.map((key) => params.add(record[key]));
  await db.query(
    `INSERT INTO products (id, ${keys.map((key) => COLUMN[key]).join(', ')}) VALUES (${params.add(id)}, ${values.join(', ')})`,
    [...params.values],
  );
  return id;
}

/** The stored prices an update is checked against; null when there is no such product. */
export async function storedPrices(
  db: Queryable,
  id: string,
): Promise<{ mrpPaise: number; sellingPricePaise: number } | null> {
  const [row] = await db.query<{ mrp_paise: number; selling_price_paise: number }>(
    'SELECT mrp_paise, selling_price_paise FROM products WHERE id = $1 FOR UPDATE',
    [id],
  );
  return row ? { mrpPaise: row.mrp_paise, sellingPricePaise: row.selling_price_paise } : null;
}

/** Changes the given columns; false when there is no such product. */
export async function updateProduct(db: Queryable, id: string, changes: Partial<ProductRecord>): Promise<boolean> {
  const params = new SqlParams();
  const sets = ['updated_at = now()'];
  for (const key of Object.keys(changes) as (keyof ProductRecord)[]) {
    const value = changes[key];
    if (value !== undefined) sets.push(`${COLUMN[key]} = ${params.add(value)}`);
  }
  const rows = await db.query(
    `UPDATE products SET ${sets.join(', ')} WHERE id = ${params.add(id)} RETURNING id`,
    params.values,
  );
  return rows.length > 0;
}

/**
 * Replaces several products' stock in one statement; answers the ids it found. The rows are locked
 * in product-id order first, as placing an order takes them, so the two never wait in a circle.
 */
export async function setStocks(
  db: Queryable,
  items: readonly { product: string; stock: number }[],
): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `WITH locked AS (SELECT id FROM products WHERE id = ANY($1::text[]) ORDER BY id FOR UPDATE)
     UPDATE products p SET stock = v.stock, updated_at = now()
       FROM unnest($1::text[], $2::int[]) AS v (id, stock), locked l
      WHERE p.id = v.id AND l.id = p.id RETURNING p.id`,
    [items.map((item) => item.product), items.map((item) => item.stock)],
  );
  return rows.map((row) => row.id);
}

/**
 * Removes a product for good unless an order line names it (order lines keep their own copy of
 * the product and carry no foreign key, so this is where the rule lives). The product row is
 * locked first: an order taking stock of it at that moment finishes before the check looks.
 */
export async function deleteUnorderedProduct(db: Database, id: string): Promise<'deleted' | 'ordered' | 'missing'> {
  return db.transaction(async (tx) => {
    if ((await tx.query('SELECT 1 FROM products WHERE id = $1 FOR UPDATE', [id])).length === 0) return 'missing';
    if ((await tx.query('SELECT 1 FROM order_items WHERE product_id = $1 LIMIT 1', [id])).length > 0) return 'ordered';
    await tx.query('DELETE FROM products WHERE id = $1', [id]);
    return 'deleted';
  });
}
