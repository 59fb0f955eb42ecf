import type { Order, Product, Rider } from '@kirana/shared/domain';
import { createSession } from '../src/auth/sessions';
import { orderBody, type Shopper } from './shopper';
import type { SignedIn } from './signIn';
import type { TestApp } from './testApp';

/** A rider added by the admin through `POST /api/riders`, signed in (a session made in the database). */
export async function riderSignedIn(t: TestApp, admin: SignedIn, phoneNumber: string, name: string): Promise<SignedIn> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/riders',
    headers: admin.headers,
    payload: { phoneNumber, name },
  });
  if (res.statusCode !== 201) throw new Error(`could not add the rider: ${res.body}`);
  const rider = res.json<Rider>();
  const { token } = await createSession(t.database.db, rider._id);
  return { userId: rider._id, token, headers: { authorization: `Bearer ${token}` } };
}

/** A cash-on-delivery order of one unit of `product`, placed by the shopper (as their answer shows it). */
export async function placeCod(t: TestApp, shopper: Shopper, product: Product, qty = 1): Promise<Order> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: shopper.headers,
    payload: orderBody(shopper, [{ product: product._id, qty }]),
  });
  if (res.statusCode !== 201) throw new Error(`could not place the order: ${res.body}`);
  return res.json<Order>();
}
