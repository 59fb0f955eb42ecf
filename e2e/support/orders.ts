import type { Page } from 'playwright-core';
import { asSignedInUser } from './shopping';

interface Society {
  _id: string;
  locality: string;
}

export interface PlacedOrder {
  _id: string;
  orderNumber: string;
  isDelivered: boolean;
  totalPrice: number;
  orderItems: { product: string; qty: number }[];
}

/** What an order asks for: a product and how many. */
export interface OrderLine {
  product: string;
  qty: number;
}

/**
 * The signed-in customer on `page` saves an address in the first society (wing and flat given) and
 * places a cash-on-delivery order for `lines` (by default 2 of the first product), through the API
 * as their checkout does (the checkout journey places orders through the screens).
 */
export async function placeCashOrder(
  page: Page,
  apiUrl: string,
  wing: string,
  flatNumber: string,
  lines?: OrderLine[],
): Promise<PlacedOrder> {
  const [society] = (await (await fetch(`${apiUrl}/api/society`)).json()) as Society[];
  const address = { society: society!._id, wing, flatNumber, locality: society!.locality };
  const saved = await asSignedInUser(page, apiUrl, '/api/users/profile', {
    method: 'PUT',
    body: { address: [address] },
  });
  if (saved.status !== 200) throw new Error(`saving the address answered ${saved.status}`);
  const orderItems = lines ?? [
    {
      product: ((await (await fetch(`${apiUrl}/api/products?pageSize=3`)).json()) as { items: { _id: string }[] })
        .items[0]!._id,
      qty: 2,
    },
  ];
  const placed = await asSignedInUser<PlacedOrder>(page, apiUrl, '/api/orders', {
    method: 'POST',
    body: {
      orderItems,
      shippingAddress: { society: address.society, wing, flatNumber },
      paymentMethod: 'COD',
    },
  });
  if (placed.status !== 201) throw new Error(`placing the order answered ${placed.status}`);
  return placed.body;
}
