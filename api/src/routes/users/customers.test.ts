import type { CustomerList, CustomerSummary, MyOrderList, Order, Product, Society, User } from '@kirana/shared/domain';
import { cancelled, markDelivered, placeOrder } from '../../../test/adminOrders';
import { signInWithOtp } from '../../../test/otp';
import { riderSignedIn } from '../../../test/riders';
import { orderBody, productsInStock, shopperWithAddress, stockOf, type Shopper } from '../../../test/shopper';
import { signInAs, type SignedIn } from '../../../test/signIn';
import { buildTestApp, type TestApp } from '../../../test/testApp';

/** The admin's customers: `GET /api/users`, `GET /api/users/:id`, `POST /api/users`. */
let t: TestApp;
let admin: SignedIn;
let asha: Shopper;
let ravi: Shopper;
let meera: SignedIn;
let ashaOrders: Order[];
let raviOrder: Order;
let societies: Society[];

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAs(t.database.db, '9000000001', { isAdmin: true, name: 'Store Admin' });
  asha = await shopperWithAddress(t, '9876511111', '101', { name: 'Asha Kulkarni' });
  ravi = await shopperWithAddress(t, '9823422222', '202', { name: 'Ravi Deshmukh', societyIndex: 1 });
  meera = await signInAs(t.database.db, '9765433333', { name: 'Meera Iyer' });
  // A rider of the store's delivery team is not one of its customers.
  await riderSignedIn(t, admin, '9811177717', 'Raju Rider');
  const products = await productsInStock(t, 20);
  ashaOrders = [
    await placeOrder(t, asha, [{ product: products[0]!._id, qty: 3 }]),
    await placeOrder(t, asha, [{ product: products[1]!._id, qty: 1 }]),
  ];
  await markDelivered(t, admin, ashaOrders[0]!._id);
  const failed = await placeOrder(t, asha, [{ product: products[2]!._id, qty: 5 }], 'PHONEPE');
  await cancelled(t, failed._id);
  raviOrder = await placeOrder(t, ravi, [{ product: products[3]!._id, qty: 1 }]);
  societies = (await t.app.inject('/api/society')).json<Society[]>();
});
afterAll(() => t.close());

const list = async (query = '') => {
  const res = await t.app.inject({ url: `/api/users?${query}`, headers: admin.headers });
  expect(res.statusCode).toBe(200);
  return res.json<CustomerList>();
};
const phonesOf = async (query = '') => (await list(query)).items.map((customer) => customer.phoneNumber);
const create = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/users', headers: admin.headers, payload });
const sum = (orders: Order[]) => orders.reduce((total, order) => total + Math.round(order.totalPrice * 100), 0) / 100;

describe('GET /api/users', () => {
  it('lists customers (never admins or riders) with orders, spend and last order, cancelled orders left out', async () => {
    const { items, total } = await list();
    expect(total).toBe(3);
    expect(items.map((c) => c.name)).toEqual(['Ravi Deshmukh', 'Asha Kulkarni', 'Meera Iyer']);
    expect(await phonesOf('search=raju')).toEqual([]);
    const ashaRow = items.find((c) => c._id === asha.userId)!;
    expect(ashaRow).toMatchObject({
      phoneNumber: '9876511111',
      isAdmin: false,
      orderCount: 2,
      totalSpent: sum(ashaOrders),
      lastOrderAt: ashaOrders[1]!.createdAt,
      userAddresses: [{ ...asha.address, societyName: societies[0]!.societyName, areaName: expect.any(String) }],
    });
    expect(items.find((c) => c._id === meera.userId)).toMatchObject({
      orderCount: 0,
      totalSpent: 0,
      lastOrderAt: null,
      userAddresses: [],
    });
  });

  it('sorts by last order, by spend, or newest customers first', async () => {
    const bySpend = [
      [asha.userId, sum(ashaOrders)],
      [ravi.userId, raviOrder.totalPrice],
      [meera.userId, 0],
    ].sort((a, b) => (b[1] as number) - (a[1] as number));
    expect((await list('sort=top')).items.map((c) => c._id)).toEqual(bySpend.map(([id]) => id));
    expect(await phonesOf('sort=new')).toEqual(['9765433333', '9823422222', '9876511111']);
  });

  it('finds customers by part of the phone or the name, any case', async () => {
    expect(await phonesOf('search=kulk')).toEqual(['9876511111']);
    expect(await phonesOf('search=IYER')).toEqual(['9765433333']);
    expect(await phonesOf('search=98234')).toEqual(['9823422222']);
    expect(await phonesOf(`search=${encodeURIComponent('+91 98234 22222')}`)).toEqual(['9823422222']);
    expect(await phonesOf('search=store')).toEqual([]);
    expect(await phonesOf('search=%25')).toEqual([]);
  });

  it('pages, and refuses bad paging or sorting with a message', async () => {
    expect(await list('pageSize=1&page=2')).toMatchObject({
      page: 2,
      pageSize: 1,
      total: 3,
      pages: 3,
      items: [{ _id: asha.userId }],
    });
    expect(await list('pageSize=1&page=9')).toMatchObject({ items: [], total: 3, pages: 3 });
    const bad = async (query: string) =>
      (await t.app.inject({ url: `/api/users?${query}`, headers: admin.headers })).json<{ message: string }>().message;
    expect(await bad('pageSize=101')).toBe('The page size must be a whole number from 1 to 100.');
    expect(await bad('sort=loudest')).toBe('The order of the list must be recent, top or new.');
  });
});

describe('GET /api/users/:id', () => {
  it('answers one customer as the list shows them, or 404 with a message', async () => {
    const one = await t.app.inject({ url: `/api/users/${asha.userId}`, headers: admin.headers });
    expect(one.json()).toEqual((await list()).items.find((c) => c._id === asha.userId));
    const unknown = await t.app.inject({ url: '/api/users/0123456789abcdef01234567', headers: admin.headers });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'We could not find that customer.' });
    expect((await t.app.inject({ url: '/api/users/someone', headers: admin.headers })).statusCode).toBe(400);
  });

  it('leaves /api/users/profile and /api/users/logout to every signed-in user', async () => {
    const profile = await t.app.inject({ url: '/api/users/profile', headers: asha.headers });
    expect(profile.json<User>()._id).toBe(asha.userId);
    expect((await t.app.inject({ method: 'POST', url: '/api/users/logout', headers: meera.headers })).json()).toEqual({
      message: 'You have been logged out.',
    });
    expect((await t.app.inject({ url: '/api/users/profile', headers: meera.headers })).statusCode).toBe(401);
  });
});

describe('POST /api/users', () => {
  const address = () => ({
    society: societies[2]!._id,
    wing: 'C',
    flatNumber: '1203',
    locality: societies[2]!.locality,
  });

  it('adds a customer who orders by phone; they sign in later and find their name and address', async () => {
    const res = await create({ phoneNumber: '9811133333', name: '  Kavita Rao ', address: address() });
    expect(res.statusCode).toBe(201);
    const kavita = res.json<CustomerSummary>();
    expect(kavita).toMatchObject({
      name: 'Kavita Rao',
      phoneNumber: '9811133333',
      isAdmin: false,
      orderCount: 0,
      totalSpent: 0,
      lastOrderAt: null,
    });
    expect(kavita.userAddresses).toEqual([
      { ...address(), societyName: societies[2]!.societyName, areaName: societies[2]!.areaName },
    ]);
    expect(await phonesOf('search=kavita')).toEqual(['9811133333']);

    const signedIn = await signInWithOtp(t.app, '9811133333');
    expect(signedIn).toMatchObject({ _id: kavita._id, name: 'Kavita Rao', userAddresses: kavita.userAddresses });
    const profile = await t.app.inject({
      url: '/api/users/profile',
      headers: { authorization: `Bearer ${signedIn.token}` },
    });
    expect(profile.json<User>().userAddresses).toEqual(kavita.userAddresses);
  });

  it('adds one without an address', async () => {
    const res = await create({ phoneNumber: '9811144444', name: 'Suresh' });
    expect(res.statusCode).toBe(201);
    expect(res.json<CustomerSummary>().userAddresses).toEqual([]);
  });

  it('refuses a phone that already has an account (409), customer or admin', async () => {
    for (const phoneNumber of ['9876511111', '9000000001']) {
      const res = await create({ phoneNumber, name: 'Someone Else' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        message: `The phone number ${phoneNumber} already has an account. Find the customer by phone instead.`,
        field: 'phoneNumber',
      });
    }
    expect(
      (await t.app.inject({ url: `/api/users/${asha.userId}`, headers: admin.headers })).json<CustomerSummary>().name,
    ).toBe('Asha Kulkarni');
  });

  it('refuses an address whose society is unknown or in another locality, and adds nobody', async () => {
    const unknown = await create({
      phoneNumber: '9811155555',
      name: 'Farah',
      address: { ...address(), society: '0123456789abcdef01234567' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('That society is not on our delivery list. Please choose another.');
    const elsewhere = societies.find((s) => s.locality !== address().locality)!;
    const mismatched = await create({
      phoneNumber: '9811155555',
      name: 'Farah',
      address: { ...address(), locality: elsewhere.locality },
    });
    expect(mismatched.statusCode).toBe(400);
    expect(mismatched.json().message).toBe('That society is not in the chosen locality.');
    expect(await phonesOf('search=9811155555')).toEqual([]);
  });

  it('refuses a bad phone, a blank name or a bad flat with the field’s message', async () => {
    const message = async (payload: object) => {
      const res = await create(payload);
      expect(res.statusCode).toBe(400);
      const { message, field } = res.json<{ message: string; field: string }>();
      return field === 'address.flatNumber' ? `${field} → ${message}` : message;
    };
    expect(await message({ phoneNumber: '12345', name: 'X' })).toBe('Please enter a valid phone number!');
    expect(await message({ phoneNumber: '9811166666', name: '   ' })).toBe('The name must be 1 to 60 characters.');
    expect(await message({ phoneNumber: '9811166666' })).toBe('Please enter the name.');
    expect(
      await message({ phoneNumber: '9811166666', name: 'X', address: { ...address(), flatNumber: '12345' } }),
    ).toBe('address.flatNumber → Flat must be 3–4 digits, not starting with 0');
  });
});

describe('POST /api/users/:id/orders (a phone order)', () => {
  let products: Product[];
  beforeAll(async () => {
    products = await productsInStock(t, 10);
  });
  const takeOrder = (customerId: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/users/${customerId}/orders`,
      headers: { ...admin.headers, ...headers },
      payload,
    });
  const refusal = async (customerId: string, payload: object) => {
    const res = await takeOrder(customerId, payload);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    return [res.statusCode, res.json<{ message: string }>().message];
  };

  it('places a cash-on-delivery order for the customer, priced and stocked by the store, heard live, and in their own orders', async () => {
    const [tea, rice] = [products[4]!, products[5]!];
    const [teaStock, riceStock] = [await stockOf(t, tea._id), await stockOf(t, rice._id)];
    const heard: (Order | undefined)[] = [];
    const stop = t.app.orderEvents.onChanged((_id, order) => heard.push(order));
    // What the browser says a price is does not matter: there is nowhere to say it.
    const res = await takeOrder(
      ravi.userId,
      orderBody(ravi, [
        { product: tea._id, qty: 2 },
        { product: rice._id, qty: 1 },
      ]),
      { 'idempotency-key': 'phone-order-ravi-1' },
    );
    stop();
    expect(res.statusCode).toBe(201);
    const order = res.json<Order>();
    expect(order).toMatchObject({
      user: { _id: ravi.userId, name: 'Ravi Deshmukh', phoneNumber: '9823422222' },
      paymentMethod: 'COD',
      paymentStatus: 'UNPAID',
      isDelivered: false,
    });
    expect(order.shippingAddress).toMatchObject(ravi.address);
    expect(order.orderItems.map((line) => [line.product, line.qty, line.sellingPrice])).toEqual([
      [tea._id, 2, tea.sellingPrice],
      [rice._id, 1, rice.sellingPrice],
    ]);
    expect(order.itemsPrice).toBe(Math.round((tea.sellingPrice * 2 + rice.sellingPrice) * 100) / 100);
    expect([await stockOf(t, tea._id), await stockOf(t, rice._id)]).toEqual([teaStock - 2, riceStock - 1]);
    expect(heard.map((o) => o?._id)).toEqual([order._id]);

    const mine = await t.app.inject({ url: '/api/orders/mine', headers: ravi.headers });
    expect(mine.json<MyOrderList>().items[0]!._id).toBe(order._id);

    // The same call again (a double tap, a retry) answers the same order and takes no more stock.
    const again = await takeOrder(
      ravi.userId,
      orderBody(ravi, [
        { product: tea._id, qty: 2 },
        { product: rice._id, qty: 1 },
      ]),
      { 'idempotency-key': 'phone-order-ravi-1' },
    );
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json<Order>()._id).toBe(order._id);
    expect(await stockOf(t, tea._id)).toBe(teaStock - 2);
  });

  it('refuses what a phone order cannot be, with a message, and takes no stock', async () => {
    const tea = products[4]!;
    const before = await stockOf(t, tea._id);
    const line = [{ product: tea._id, qty: 1 }];
    expect(await refusal(ravi.userId, orderBody(ravi, line, 'PHONEPE'))).toEqual([
      400,
      'Orders taken by phone are cash on delivery: choose COD.',
    ]);
    expect(await refusal('0123456789abcdef01234567', orderBody(ravi, line))).toEqual([
      404,
      'We could not find that customer.',
    ]);
    expect(await refusal(admin.userId, orderBody(ravi, line))).toEqual([
      400,
      'That account is a store admin’s. Place their order from the storefront.',
    ]);
    expect(await refusal(meera.userId, orderBody(ravi, line))).toEqual([
      400,
      'This customer has no saved address yet. Add one before taking their order.',
    ]);
    expect(await refusal(ravi.userId, orderBody(asha, line))).toEqual([
      400,
      'Choose one of this customer’s saved addresses.',
    ]);
    expect((await refusal(ravi.userId, orderBody(ravi, [{ product: tea._id, qty: 6 }])))[0]).toBe(400);
    expect((await refusal(ravi.userId, orderBody(ravi, [])))[0]).toBe(400);
    expect(await stockOf(t, tea._id)).toBe(before);
  });

  it('is the admin’s alone: a customer cannot place an order in someone else’s name', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/users/${ravi.userId}/orders`,
      headers: asha.headers,
      payload: orderBody(ravi, [{ product: products[4]!._id, qty: 1 }]),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('POST /api/users/:id/addresses', () => {
  const add = (customerId: string, address: object, headers = admin.headers) =>
    t.app.inject({ method: 'POST', url: `/api/users/${customerId}/addresses`, headers, payload: { address } });
  const at = (flatNumber: string, society = societies[1]!) => ({
    society: society._id,
    wing: 'B',
    flatNumber,
    locality: society.locality,
  });

  it('adds one after the customer’s own; then the store can take their phone order there', async () => {
    const res = await add(meera.userId, at('702'));
    expect(res.statusCode).toBe(201);
    const updated = res.json<CustomerSummary>();
    expect(updated.userAddresses).toEqual([
      { ...at('702'), societyName: societies[1]!.societyName, areaName: societies[1]!.areaName },
    ]);
    const second = (await add(meera.userId, at('703'))).json<CustomerSummary>();
    expect(second.userAddresses.map((a) => a.flatNumber)).toEqual(['702', '703']);
    // What she finds when she signs in next.
    expect((await signInWithOtp(t.app, '9765433333')).userAddresses).toEqual(second.userAddresses);

    const [product] = await productsInStock(t, 5);
    const order = await t.app.inject({
      method: 'POST',
      url: `/api/users/${meera.userId}/orders`,
      headers: admin.headers,
      payload: {
        orderItems: [{ product: product!._id, qty: 1 }],
        shippingAddress: { society: societies[1]!._id, wing: 'B', flatNumber: '703' },
        paymentMethod: 'COD',
      },
    });
    expect(order.statusCode).toBe(201);
  });

  it('refuses a repeat, an unknown society, a wrong locality, a bad flat, an unknown customer or an admin, with a message, and changes nothing', async () => {
    const before = (
      await t.app.inject({ url: `/api/users/${meera.userId}`, headers: admin.headers })
    ).json<CustomerSummary>().userAddresses;
    const refused = async (customerId: string, address: object) => {
      const res = await add(customerId, address);
      return [res.statusCode, res.json<{ message: string }>().message];
    };
    expect(await refused(meera.userId, at('702'))).toEqual([400, 'This customer already has this address.']);
    expect(await refused(meera.userId, { ...at('704'), society: '0123456789abcdef01234567' })).toEqual([
      400,
      'That society is not on our delivery list. Please choose another.',
    ]);
    const elsewhere = societies.find((s) => s.locality !== societies[1]!.locality)!;
    expect(await refused(meera.userId, { ...at('704'), locality: elsewhere.locality })).toEqual([
      400,
      'That society is not in the chosen locality.',
    ]);
    expect((await refused(meera.userId, at('7')))[0]).toBe(400);
    expect(await refused('0123456789abcdef01234567', at('704'))).toEqual([404, 'We could not find that customer.']);
    expect(await refused(admin.userId, at('704'))).toEqual([
      400,
      'That account is a store admin’s. They manage their own addresses.',
    ]);
    expect(
      (await t.app.inject({ url: `/api/users/${meera.userId}`, headers: admin.headers })).json<CustomerSummary>()
        .userAddresses,
    ).toEqual(before);
  });

  it('keeps at most 10 addresses per customer', async () => {
    const flats = ['801', '802', '803', '804', '805', '806', '807', '808'];
    for (const flat of flats) expect((await add(meera.userId, at(flat))).statusCode).toBe(201);
    const res = await add(meera.userId, at('809'));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('A customer can keep at most 10 addresses.');
  });

  it('is for the admin only', async () => {
    expect((await add(meera.userId, at('901'), asha.headers)).statusCode).toBe(403);
  });
});
