import type { CustomerList, CustomerSummary, Order, Society, User } from '@kirana/shared/domain';
import { cancelled, markDelivered, placeOrder } from '../../../test/adminOrders';
import { signInWithOtp } from '../../../test/otp';
import { productsInStock, shopperWithAddress, type Shopper } from '../../../test/shopper';
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
  const products = await productsInStock(t, 20);
  ashaOrders = [await placeOrder(t, asha, [{ product: products[0]!._id, qty: 3 }]), await placeOrder(t, asha, [{ product: products[1]!._id, qty: 1 }])];
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
const create = (payload: object) => t.app.inject({ method: 'POST', url: '/api/users', headers: admin.headers, payload });
const sum = (orders: Order[]) => orders.reduce((total, order) => total + Math.round(order.totalPrice * 100), 0) / 100;

describe('GET /api/users', () => {
  it('lists customers (never admins) with orders, spend and last order, cancelled orders left out', async () => {
    const { items, total } = await list();
    expect(total).toBe(3);
    expect(items.map((c) => c.name)).toEqual(['Ravi Deshmukh', 'Asha Kulkarni', 'Meera Iyer']);
    const ashaRow = items.find((c) => c._id === asha.userId)!;
    expect(ashaRow).toMatchObject({
      phoneNumber: '9876511111',
      isAdmin: false,
      orderCount: 2,
      totalSpent: sum(ashaOrders),
      lastOrderAt: ashaOrders[1]!.createdAt,
      userAddresses: [{ ...asha.address, societyName: societies[0]!.societyName, areaName: expect.any(String) }],
    });
    expect(items.find((c) => c._id === meera.userId)).toMatchObject({ orderCount: 0, totalSpent: 0, lastOrderAt: null, userAddresses: [] });
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
    expect(await list('pageSize=1&page=2')).toMatchObject({ page: 2, pageSize: 1, total: 3, pages: 3, items: [{ _id: asha.userId }] });
    expect(await list('pageSize=1&page=9')).toMatchObject({ items: [], total: 3, pages: 3 });
    const bad = async (query: string) => (await t.app.inject({ url: `/api/users?${query}`, headers: admin.headers })).json<{ message: string }>().message;
    expect(await bad('pageSize=101')).toBe('pageSize: must be a whole number from 1 to 100');
    expect(await bad('sort=loudest')).toBe('sort: must be recent, top or new');
  });
});

describe('GET /api/users/:id', () => {
  it('answers one customer as the list shows them, or 404 with a message', async () => {
    const one = await t.app.inject({ url: `/api/users/${asha.userId}`, headers: admin.headers });
    expect(one.json()).toEqual((await list()).items.find((c) => c._id === asha.userId));
    const unknown = await t.app.inject({ url: '/api/users/0123456789abcdef01234567', headers: admin.headers });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'We could not find that customer.' });
    expect((await t.app.inject({ url: '/api/users/someone', headers: admin.headers })).statusCode).toBe(400);
  });

  it('leaves /api/users/profile and /api/users/logout to every signed-in user', async () => {
    const profile = await t.app.inject({ url: '/api/users/profile', headers: asha.headers });
    expect(profile.json<User>()._id).toBe(asha.userId);
    expect((await t.app.inject({ method: 'POST', url: '/api/users/logout', headers: meera.headers })).json()).toEqual({ message: 'You have been logged out.' });
    expect((await t.app.inject({ url: '/api/users/profile', headers: meera.headers })).statusCode).toBe(401);
  });
});

describe('POST /api/users', () => {
  const address = () => ({ society: societies[2]!._id, wing: 'C', flatNumber: '1203', locality: societies[2]!.locality });

  it('adds a customer who orders by phone; they sign in later and find their name and address', async () => {
    const res = await create({ phoneNumber: '9811133333', name: '  Kavita Rao ', address: address() });
    expect(res.statusCode).toBe(201);
    const kavita = res.json<CustomerSummary>();
    expect(kavita).toMatchObject({ name: 'Kavita Rao', phoneNumber: '9811133333', isAdmin: false, orderCount: 0, totalSpent: 0, lastOrderAt: null });
    expect(kavita.userAddresses).toEqual([{ ...address(), societyName: societies[2]!.societyName, areaName: societies[2]!.areaName }]);
    expect(await phonesOf('search=kavita')).toEqual(['9811133333']);

    const signedIn = await signInWithOtp(t.app, '9811133333');
    expect(signedIn).toMatchObject({ _id: kavita._id, name: 'Kavita Rao', userAddresses: kavita.userAddresses });
    const profile = await t.app.inject({ url: '/api/users/profile', headers: { authorization: `Bearer ${signedIn.token}` } });
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
      expect(res.json()).toEqual({ message: `phoneNumber: ${phoneNumber} already has an account. Find the customer by phone instead.` });
    }
    expect((await t.app.inject({ url: `/api/users/${asha.userId}`, headers: admin.headers })).json<CustomerSummary>().name).toBe('Asha Kulkarni');
  });

  it('refuses an address whose society is unknown or in another locality, and adds nobody', async () => {
    const unknown = await create({ phoneNumber: '9811155555', name: 'Farah', address: { ...address(), society: '0123456789abcdef01234567' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('address: that society is not on our delivery list. Please choose another.');
    const elsewhere = societies.find((s) => s.locality !== address().locality)!;
    const mismatched = await create({ phoneNumber: '9811155555', name: 'Farah', address: { ...address(), locality: elsewhere.locality } });
    expect(mismatched.statusCode).toBe(400);
    expect(mismatched.json().message).toBe('address: that society is not in the chosen locality.');
    expect(await phonesOf('search=9811155555')).toEqual([]);
  });

  it('refuses a bad phone, a blank name or a bad flat with the field’s message', async () => {
    const message = async (payload: object) => {
      const res = await create(payload);
      expect(res.statusCode).toBe(400);
      return res.json<{ message: string }>().message;
    };
    expect(await message({ phoneNumber: '12345', name: 'X' })).toBe('phoneNumber: Please enter a valid phone number!');
    expect(await message({ phoneNumber: '9811166666', name: '   ' })).toBe('name: must be 1 to 60 characters');
    expect(await message({ phoneNumber: '9811166666' })).toBe('name is required');
    expect(await message({ phoneNumber: '9811166666', name: 'X', address: { ...address(), flatNumber: '12345' } })).toMatch(/^address\.flatNumber: /);
  });
});
