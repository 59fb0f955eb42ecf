import type { Address, Product, ProductList, Society } from '@kirana/shared/domain';
import { signInAs, type SignedIn } from './signIn';
import type { TestApp } from './testApp';

export interface Shopper extends SignedIn {
  address: Address;
}

/**
 * A signed-in customer with one saved address (made through PUT /api/users/profile), in the first
 * society listed unless `societyIndex` picks another.
 */
export async function shopperWithAddress(
  t: TestApp,
  phoneNumber: string,
  flatNumber = '101',
  options: { societyIndex?: number; name?: string } = {},
): Promise<Shopper> {
  const signedIn = await signInAs(t.database.db, phoneNumber, options.name !== undefined ? { name: options.name } : {});
  const society = (await t.app.inject('/api/society')).json<Society[]>()[options.societyIndex ?? 0];
  const address = { society: society!._id, wing: 'A', flatNumber, locality: society!.locality };
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/users/profile',
    headers: signedIn.headers,
    payload: { address: [address] },
  });
  if (res.statusCode !== 200) throw new Error(`could not save the address: ${res.body}`);
  return { ...signedIn, address };
}

/** Active products with at least `minStock` units on the shelf. */
export async function productsInStock(t: TestApp, minStock = 5): Promise<Product[]> {
  const list = (await t.app.inject('/api/products?pageSize=100')).json<ProductList>();
  return list.items.filter((p) => p.stock >= minStock);
}

/**
 * Sets a product's stock and active flag straight in the database, and tells the catalogue at once
 * (as an admin's write would) rather than waiting for the database's notification to arrive.
 */
export async function setShelf(
  t: TestApp,
  productId: string,
  shelf: { stock?: number; isActive?: boolean },
): Promise<void> {
  if (shelf.stock !== undefined)
    await t.database.db.query('UPDATE products SET stock = $2 WHERE id = $1', [productId, shelf.stock]);
  if (shelf.isActive !== undefined)
    await t.database.db.query('UPDATE products SET is_active = $2 WHERE id = $1', [productId, shelf.isActive]);
  t.app.catalogue.changed('assortment');
}

export async function stockOf(t: TestApp, productId: string): Promise<number> {
  const [row] = await t.database.db.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [productId]);
  return row!.stock;
}

/** The request body for an order of these lines to the shopper's address. */
export function orderBody(
  shopper: Shopper,
  lines: { product: string; qty: number }[],
  paymentMethod: 'COD' | 'PHONEPE' = 'COD',
) {
  const { society, wing, flatNumber } = shopper.address;
  return { orderItems: lines, shippingAddress: { society, wing, flatNumber }, paymentMethod };
}
