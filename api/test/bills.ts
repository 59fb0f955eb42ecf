import type { FastifyInstance } from 'fastify';
import type { Order, Product, StoreTaxProfile } from '@kirana/shared/domain';
import { orderBody, productsInStock, setShelf, shopperWithAddress, type Shopper } from './shopper';
import { signInAs, type SignedIn } from './signIn';
import type { TestApp } from './testApp';

/**
 * What the tests of bills and of the GST summary share: the store's tax details, the people who
 * order and the admin who delivers, products with a deep shelf, and placing an order and an
 * admin's PUT through the API. (The bill documents written out by hand for the PDF are in
 * sampleBills.ts.)
 */

/** The store's tax details, with GSTN's own sample GSTIN (Maharashtra, 27): its check character worked by hand in docs/gst.md. */
export const TAX_PROFILE: StoreTaxProfile = {
  legalName: 'Kirana Now Stores LLP',
  address: 'Shop 4, Green Meadows, Baner, Pune 411045',
  stateCode: '27',
  gstin: '27AAPFU0939F1ZV',
};

export interface BillsCast {
  asha: Shopper;
  /** Another customer, at flat 102. */
  ravi: Shopper;
  admin: SignedIn;
  /** `products` products in stock, each with a shelf of 10,000 so no order runs short. */
  products: Product[];
}

/** Two customers with an address each (phone numbers `shoppers`), the admin (`admin`) and `products` products to order. */
export async function billsCast(
  t: TestApp,
  phones: { shoppers: [string, string]; admin: string },
  products: number,
): Promise<BillsCast> {
  const asha = await shopperWithAddress(t, phones.shoppers[0]);
  const ravi = await shopperWithAddress(t, phones.shoppers[1], '102');
  const admin = await signInAs(t.database.db, phones.admin, { isAdmin: true, name: 'Store Admin' });
  const stocked = (await productsInStock(t, 20)).slice(0, products);
  for (const product of stocked) await setShelf(t, product._id, { stock: 10_000 });
  return { asha, ravi, admin, products: stocked };
}

/** `PUT url` with `payload`, as the one whose `headers` they are, to `app` (the test app, or another instance). */
export const putAs = (app: FastifyInstance, headers: SignedIn['headers'], url: string, payload: unknown) =>
  app.inject({ method: 'PUT', url, headers, payload: payload as object });

/** `shopper` places an order of `lines` to their address (cash on delivery); anything but 201 throws. */
export async function newOrder(
  t: TestApp,
  shopper: Shopper,
  lines: { product: string; qty: number }[],
): Promise<Order> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: shopper.headers,
    payload: orderBody(shopper, lines),
  });
  if (res.statusCode !== 201) throw new Error(`placing the order answered ${res.statusCode}: ${res.body}`);
  return res.json<Order>();
}
