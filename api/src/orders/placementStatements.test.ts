import type { Order } from '@kirana/shared/domain';
import { type Database, type Queryable, statementText, type TransactionOptions } from '../db/database';
import { orderBody, productsInStock, shopperWithAddress } from '../../test/shopper';
import { buildTestApp, type TestApp } from '../../test/testApp';

/**
 * Placing an order stays one transaction of two statements (R33): the handoff code (R67) and the
 * timeline's `placed` entry (R38) ride in the second, with the lines.
 */
const inTransactions: string[] = [];
const transactionOptions: (TransactionOptions | undefined)[] = [];
const counting = (db: Database): Database => ({
  ...db,
  transaction: (work, options) => {
    transactionOptions.push(options);
    return db.transaction((tx) => {
      const counted: Queryable = {
        query: (statement, params) => {
          inTransactions.push(statementText(statement));
          return tx.query(statement, params);
        },
        exec: (script) => tx.exec(script),
      };
      return work(counted);
    }, options);
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, undefined, { wrapDb: counting });
});
afterAll(() => t.close());

it('a cash order is two statements in its transaction, planned once, and its code and placed entry are written by them', async () => {
  const shopper = await shopperWithAddress(t, '9876500301');
  const [product] = await productsInStock(t, 5);
  inTransactions.length = 0;
  transactionOptions.length = 0;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: shopper.headers,
    payload: orderBody(shopper, [{ product: product!._id, qty: 2 }]),
  });
  expect(res.statusCode).toBe(201);
  expect(inTransactions).toHaveLength(2);
  // Planned once per connection, not for every order (its statements take the lines as arrays), and
  // holding the store's status from BEGIN so that a pause waits for it.
  expect(transactionOptions).toEqual([{ genericPlans: true, holdShared: ['store_status'] }]);
  // The stock first; then the priced order, its lines and its placed entry, in one statement (no UPDATE of the new row).
  expect(inTransactions[0]).toContain('UPDATE products');
  expect(inTransactions[1]).toContain('INSERT INTO order_events');
  expect(inTransactions[1]).toContain('INSERT INTO order_items');
  expect(inTransactions.join('\n')).not.toMatch(/UPDATE orders/);
  const order = res.json<Order>();
  const [row] = await t.database.db.query<{ handoff_code: string; events: string }>(
    `SELECT o.handoff_code, (SELECT string_agg(kind, ',') FROM order_events e WHERE e.order_id = o.id) AS events
       FROM orders o WHERE o.id = $1`,
    [order._id],
  );
  expect(row).toEqual({ handoff_code: order.handoffCode, events: 'placed' });
});
