/**
 * The load benches' shopper: one saved address at the store's first society, and cash orders of one
 * unit of any of the given products, each with a fresh Idempotency-Key as the checkout sends.
 */
import { randomUUID } from 'node:crypto';

export type Headers = Record<string, string>;

/** Saves the shopper's one address (the checkout needs a saved one) and answers its society's id. */
export async function saveAddress(apiUrl: string, headers: Headers): Promise<string> {
  const [society] = (await (await fetch(`${apiUrl}/api/society`)).json()) as { _id: string; locality: string }[];
  const saved = await fetch(`${apiUrl}/api/users/profile`, {
    method: 'PUT',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      address: [{ society: society!._id, wing: 'A', flatNumber: '101', locality: society!.locality }],
    }),
  });
  if (!saved.ok) throw new Error(`saving the address answered ${saved.status}`);
  return society!._id;
}

/** autocannon's options for cash orders at that address, one line of one unit of a product picked at random. */
export function cashOrders(
  apiUrl: string,
  shopper: { headers: Headers; society: string; products: readonly string[] },
): Record<string, unknown> {
  const { headers, society, products } = shopper;
  return {
    url: `${apiUrl}/api/orders`,
    requests: [
      {
        method: 'POST',
        setupRequest: (request: Record<string, unknown>) => ({
          ...request,
          headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': `bench-${randomUUID()}` },
          body: JSON.stringify({
            orderItems: [{ product: products[Math.floor(Math.random() * products.length)], qty: 1 }],
            shippingAddress: { society, wing: 'A', flatNumber: '101' },
            paymentMethod: 'COD',
          }),
        }),
      },
    ],
  };
}
