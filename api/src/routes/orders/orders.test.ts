import type { Order, Product } from '@kirana/shared/domain';
import { orderBody, productsInStock, setShelf, shopperWithAddress, stockOf, type Shopper } from '../../../test/shopper';
import { buildTestApp, type TestApp } from '../../../test/testApp';

let t: TestApp;
let asha: Shopper;
let products: Product[];

beforeAll(async () => {
  t = await buildTestApp();
  asha = await shopperWithAddress(t, '9876511111');
  products = await productsInStock(t, 20);
});
afterAll(() => t.close());

const place = (shopper: Shopper, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/orders', headers: { ...shopper.headers, ...headers }, payload });

async function setPrice(productId: string, paise: number): Promise<void> {
  await t.database.db.query(
    'UPDATE products SET mrp_paise = GREATEST(mrp_paise, $2), selling_price_paise = $2 WHERE id = $1',
    [productId, paise],
  );
  t.app.catalogue.changed('assortment');
}

describe('POST /api/orders (cash on delivery)', () => {
  it('prices the order from the catalogue, ignoring the prices a client sends', async () => {
    const [a, b] = products;
    const before = await stockOf(t, a!._id);
    const tampered = orderBody(asha, [
      { product: a!._id, qty: 2 },
      { product: b!._id, qty: 1 },
    ]);
    const payload = {
      ...tampered,
      orderItems: tampered.orderItems.map((line) => ({ ...line, sellingPrice: 1, name: 'Free' })),
      totalPrice: 1,
      itemsPrice: 1,
    };
    const res = await place(asha, payload);
    expect(res.statusCode).toBe(201);
    const order = res.json<Order>();
    const items = Math.round((a!.sellingPrice * 2 + b!.sellingPrice) * 100) / 100;
    expect(order.itemsPrice).toBe(items);
    expect(order.totalPrice).toBe(Math.round((items + order.smallCartFee) * 100) / 100);
    expect(order.orderItems).toEqual([
      {
        product: a!._id,
        name: a!.name,
        ...(a!.nameHi ? { nameHi: a!.nameHi } : {}),
        image: a!.productImages[0],
        qty: 2,
        orderedQty: 2,
        quantityLabel: a!.quantityLabel,
        sellingPrice: a!.sellingPrice,
      },
      {
        product: b!._id,
        name: b!.name,
        ...(b!.nameHi ? { nameHi: b!.nameHi } : {}),
        image: b!.productImages[0],
        qty: 1,
        orderedQty: 1,
        quantityLabel: b!.quantityLabel,
        sellingPrice: b!.sellingPrice,
      },
    ]);
    expect(order).toMatchObject({
      paymentMethod: 'COD',
      paymentStatus: 'UNPAID',
      isPaid: false,
      isDelivered: false,
      isCancelled: false,
      deliveryFee: 0,
    });
    expect(order.orderNumber).toBe(order._id.slice(10).toUpperCase());
    expect(order.user).toEqual({ _id: asha.userId, name: 'Test Customer', phoneNumber: '9876511111' });
    expect(order.shippingAddress).toMatchObject({
      society: asha.address.society,
      wing: 'A',
      flatNumber: '101',
      locality: asha.address.locality,
    });
    expect(await stockOf(t, a!._id)).toBe(before - 2);
  });

  it.each([
    [99.99, 20, 119.99],
    [100, 0, 100],
    [100.01, 0, 100.01],
  ])('at an item total of ₹%s charges a small-cart fee of ₹%s (To Pay ₹%s)', async (itemsPrice, fee, toPay) => {
    const product = products[2]!;
    await setPrice(product._id, Math.round(itemsPrice * 100));
    const order = (await place(asha, orderBody(asha, [{ product: product._id, qty: 1 }]))).json<Order>();
    expect({ itemsPrice: order.itemsPrice, smallCartFee: order.smallCartFee, totalPrice: order.totalPrice }).toEqual({
      itemsPrice,
      smallCartFee: fee,
      totalPrice: toPay,
    });
  });

  it('refuses 6 of one item instead of quietly selling 5, and 0 of one', async () => {
    const product = products[3]!;
    const before = await stockOf(t, product._id);
    const six = await place(asha, orderBody(asha, [{ product: product._id, qty: 6 }]));
    expect(six.statusCode).toBe(400);
    expect(six.json().message).toBe(
      'The quantity must be a whole number from 1 to 5: at most 5 of each item per order.',
    );
    expect((await place(asha, orderBody(asha, [{ product: product._id, qty: 0 }]))).statusCode).toBe(400);
    expect(await stockOf(t, product._id)).toBe(before);
  });

  it("refuses another customer's address", async () => {
    const ravi = await shopperWithAddress(t, '9876522222', '707');
    const product = products[3]!;
    const before = await stockOf(t, product._id);
    const res = await place(asha, {
      ...orderBody(asha, [{ product: product._id, qty: 1 }]),
      shippingAddress: { society: ravi.address.society, wing: 'A', flatNumber: '707' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please choose one of your saved delivery addresses.');
    expect(await stockOf(t, product._id)).toBe(before);
  });

  it('refuses an empty cart, a product listed twice, and unknown or withdrawn products', async () => {
    const [a, b] = products;
    const empty = await place(asha, orderBody(asha, []));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/your cart is empty/);
    const twice = await place(
      asha,
      orderBody(asha, [
        { product: a!._id, qty: 1 },
        { product: a!._id, qty: 2 },
      ]),
    );
    expect(twice.json().message).toBe('Each product can appear only once in an order. Change its quantity instead.');
    const unknown = await place(asha, orderBody(asha, [{ product: '0123456789abcdef01234567', qty: 1 }]));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/no longer sold/);
    await setShelf(t, b!._id, { isActive: false });
    const before = await stockOf(t, a!._id);
    const withdrawn = await place(
      asha,
      orderBody(asha, [
        { product: a!._id, qty: 1 },
        { product: b!._id, qty: 1 },
      ]),
    );
    expect(withdrawn.statusCode).toBe(400);
    expect(await stockOf(t, a!._id)).toBe(before);
    await setShelf(t, b!._id, { isActive: true });
  });

  it('never sells more than the shelf holds, and says how many are left', async () => {
    const product = products[4]!;
    await setShelf(t, product._id, { stock: 2 });
    const res = await place(asha, orderBody(asha, [{ product: product._id, qty: 3 }]));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`Only 2 of ${product.name} left (you asked for 3). Please lower the quantity.`);
    await setShelf(t, product._id, { stock: 0 });
    expect((await place(asha, orderBody(asha, [{ product: product._id, qty: 1 }]))).json().message).toBe(
      `${product.name} is out of stock. Please remove it from your cart.`,
    );
  });

  it('refuses when the total the customer saw is no longer the price, and accepts it when it is', async () => {
    const product = products[5]!;
    await setPrice(product._id, 15000);
    const stale = await place(asha, { ...orderBody(asha, [{ product: product._id, qty: 1 }]), expectedTotal: 140 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/your total is now ₹150.00/);
    expect(
      (await place(asha, { ...orderBody(asha, [{ product: product._id, qty: 1 }]), expectedTotal: 150 })).statusCode,
    ).toBe(201);
  });

  it('takes PhonePe orders only through /api/orders/phonepe-order, and needs a signed-in customer', async () => {
    const body = orderBody(asha, [{ product: products[0]!._id, qty: 1 }], 'PHONEPE');
    expect((await place(asha, body)).json().message).toMatch(/phonepe-order/);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/orders',
          payload: orderBody(asha, [{ product: products[0]!._id, qty: 1 }]),
        })
      ).statusCode,
    ).toBe(401);
  });

  it('tells the order listeners after the order is committed', async () => {
    const heard: string[] = [];
    const off = t.app.orderEvents.onChanged((id) => heard.push(id));
    const order = (await place(asha, orderBody(asha, [{ product: products[0]!._id, qty: 1 }]))).json<Order>();
    off();
    expect(heard).toEqual([order._id]);
  });
});
