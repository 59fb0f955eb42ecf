import { TINY_PNG, multipart } from '../../test/multipart';
import { signInAs, type SignedIn } from '../../test/signIn';
import { buildTestApp, type TestApp } from '../../test/testApp';

/** Every catalogue write is the store admin's: 401 for a stranger, 403 for a customer, and nothing changes. */
let t: TestApp;
let customer: SignedIn;
let productId: string;
let categoryId: string;
beforeAll(async () => {
  t = await buildTestApp();
  customer = await signInAs(t.database.db, '9876500002');
  [{ id: productId }] = (await t.database.db.query<{ id: string }>('SELECT id FROM products LIMIT 1')) as [{ id: string }];
  [{ id: categoryId }] = (await t.database.db.query<{ id: string }>('SELECT id FROM categories LIMIT 1')) as [{ id: string }];
});
afterAll(() => t.close());

const png = () => multipart([{ filename: 'a.png', contentType: 'image/png', data: TINY_PNG }]);
const writes = (): [string, 'POST' | 'PUT' | 'DELETE', string, object | undefined][] => [
  ['create a product', 'POST', '/api/products', { name: 'X', categoryId, productImages: ['/images/seed/onion.svg'], mrp: 1, sellingPrice: 1, quantityLabel: '1 kg', stock: 1 }],
  ['update a product', 'PUT', `/api/products/${productId}`, { name: 'Renamed' }],
  ['set stock', 'PUT', `/api/products/${productId}/stock`, { stock: 0 }],
  ['delete a product', 'DELETE', `/api/products/${productId}`, undefined],
  ['create a category', 'POST', '/api/products/categories', { name: 'Frozen', image: '/images/seed/onion.svg' }],
  ['update a category', 'PUT', `/api/products/categories/${categoryId}`, { name: 'Renamed' }],
  ['delete a category', 'DELETE', `/api/products/categories/${categoryId}`, undefined],
  ['upload an image', 'POST', '/api/upload', undefined],
];

describe.each(writes())('%s', (_what, method, url, payload) => {
  const request = (headers: Record<string, string>) => {
    const body = url === '/api/upload' ? png() : null;
    return t.app.inject({ method, url, headers: { ...body?.headers, ...headers }, ...(body ? { payload: body.payload } : payload ? { payload } : {}) });
  };

  it('401 without a session, 403 for a customer, and nothing changes', async () => {
    const snapshot = async () => [
      (await t.app.inject(`/api/products/${productId}`)).body,
      (await t.app.inject('/api/products/categories')).body,
      (await t.app.inject('/api/products?pageSize=1')).json().total,
    ];
    const before = await snapshot();
    const anonymous = await request({});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('Please sign in to continue.');
    const asCustomer = await request(customer.headers);
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json().message).toBe('Only the store admin can do that.');
    expect(await snapshot()).toEqual(before);
  });
});
