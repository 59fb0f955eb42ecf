import { signedIn } from '../../plugins/auth';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { hasAddress, MAX_ADDRESSES_PER_USER, sentence } from '@kirana/shared/domain';
import {
  CustomerAddressAdd,
  CustomerCreate,
  CustomerList,
  CustomerSignInSms,
  CustomersQuery,
  CustomerSummary,
  IdParams,
  Order,
  OrderCreate,
} from '@kirana/shared/schemas';
import { newObjectId } from '../../db/ids';
import { fieldRefused, badRequest, found, notFound, refused } from '../../lib/httpErrors';
import { PLACE_ORDER_REFUSALS } from '../../orders/placeOrder';
import { checkAddresses, replaceAddresses } from '../../users/addresses';
import { lastSendTo } from '../../sms/sends';
import { listUserAddresses } from '../../users/repository';
import { orderAsItIs } from '../../orders/storeActions';
import { placeCashOrder } from '../../orders/cashOrder';
import { IdempotencyHeaders, idempotencyKeyOf, sendMadeOrReplayed } from '../../lib/idempotency';
import { findCustomer, insertCustomer, listCustomers, phoneNumberOf } from '../../users/customers';

const CUSTOMER_NOT_FOUND = sentence('We could not find that customer.');

/**
 * The store's customers (admin only): who they are, where they live, what they order; and adding
 * one who orders by phone call, who later signs in with that phone and finds their address.
 * `/api/users/profile` and `/api/users/logout` are static paths and win over `/api/users/:id`.
 */
const customerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const admin = { onRequest: app.requireAdmin };
  const tags = ['Customers'];
  const noSuchCustomer = refused('No such customer.');

  app.get(
    '/api/users',
    {
      ...admin,
      schema: {
        summary: 'Customers',
        description:
          'Customers (never admins) with phone, name, addresses, order count, total spent and last order (cancelled ' +
          'orders count for nothing); `search` by part of the phone or name; `sort` `recent` (default), `top` (most ' +
          'spent) or `new`. Their orders: `GET /api/orders/?user=<id>`.',
        tags,
        querystring: CustomersQuery,
        response: { 200: CustomerList },
      },
    },
    async (request) => listCustomers(app.db, request.query),
  );

  app.get(
    '/api/users/:id',
    {
      ...admin,
      schema: {
        summary: 'One customer',
        tags,
        params: IdParams,
        response: { 200: CustomerSummary, 404: noSuchCustomer },
      },
    },
    async (request) => {
      const customer = await findCustomer(app.db, request.params.id);
      if (!customer) throw notFound(CUSTOMER_NOT_FOUND);
      return customer;
    },
  );

  /* The last sign-in SMS sent to the customer's phone and what became of it: "I never got the code". */
  app.get(
    '/api/users/:id/sign-in-sms',
    {
      ...admin,
      schema: {
        summary: 'The last sign-in SMS to a customer',
        description:
          '`lastSend`: provider, status (sent, delivered, failed), reason, `sentAt`, `reportedAt`; or null. For "I never ' +
          'got the code".',
        tags,
        params: IdParams,
        response: { 200: CustomerSignInSms, 404: noSuchCustomer },
      },
    },
    async (request, reply) => {
      const phoneNumber = await phoneNumberOf(app.db, request.params.id);
      if (!phoneNumber) throw notFound(CUSTOMER_NOT_FOUND);
      reply.header('Cache-Control', 'no-store');
      return { lastSend: await lastSendTo(app.db, phoneNumber) };
    },
  );

  app.post(
    '/api/users',
    {
      ...admin,
      schema: {
        summary: 'Add a customer',
        description: 'A customer who orders by phone; when they sign in later with that phone, their address is there.',
        tags,
        body: CustomerCreate,
        response: {
          201: CustomerSummary,
          400: refused(
            'The address is refused (its society is unknown or not in its locality), or the request is not valid.',
          ),
          409: refused('The phone already has an account.'),
        },
      },
    },
    async (request, reply) => {
      const { phoneNumber, address } = request.body;
      const id = newObjectId();
      await app.db.transaction(async (tx) => {
        if (!(await insertCustomer(tx, id, phoneNumber, request.body.name.trim()))) {
          throw fieldRefused(
            'phoneNumber',
            sentence('{phoneNumber} already has an account. Find the customer by phone instead.', { phoneNumber }),
            409,
          );
        }
        if (address) {
          await checkAddresses(tx, [address], () => 'address');
          await replaceAddresses(tx, id, [address]);
        }
      });
      return reply.status(201).send(found(await findCustomer(app.db, id), CUSTOMER_NOT_FOUND));
    },
  );

  /*
   * One more address for a customer, as they tell it on the phone (a customer who signed up
   * without one, or moved). Their row is locked so two admins adding at once both land.
   */
  app.post(
    '/api/users/:id/addresses',
    {
      ...admin,
      schema: {
        summary: 'Add an address for a customer',
        description: 'Checked as the customer’s own form checks it: society in the locality, no repeat, at most 10.',
        tags,
        params: IdParams,
        body: CustomerAddressAdd,
        response: {
          201: CustomerSummary,
          400: refused('The address is refused (the message says why), or the account is an admin’s.'),
          404: noSuchCustomer,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { address } = request.body;
      await app.db.transaction(async (tx) => {
        const [user] = await tx.query<{ is_admin: boolean }>('SELECT is_admin FROM users WHERE id = $1 FOR UPDATE', [
          id,
        ]);
        if (!user) throw notFound(CUSTOMER_NOT_FOUND);
        if (user.is_admin)
          throw badRequest(sentence('That account is a store admin’s. They manage their own addresses.'));
        const saved = (await listUserAddresses(tx, id)).map(({ society, wing, flatNumber, locality }) => ({
          society,
          wing,
          flatNumber,
          locality,
        }));
        if (hasAddress(saved, address))
          throw fieldRefused('address', sentence('This customer already has this address.'));
        if (saved.length >= MAX_ADDRESSES_PER_USER)
          throw fieldRefused(
            'address',
            sentence('A customer can keep at most {max} addresses.', { max: MAX_ADDRESSES_PER_USER }),
          );
        await checkAddresses(tx, [address], () => 'address');
        await replaceAddresses(tx, id, [...saved, address]);
      });
      return reply.status(201).send(found(await findCustomer(app.db, id), CUSTOMER_NOT_FOUND));
    },
  );

  /*
   * A phone order: the store takes the order on the customer's behalf, cash on delivery, to one
   * of their saved addresses. It is placed exactly as the customer's own checkout places it
   * (priced from the catalogue, stock taken all or nothing, the same fees, Idempotency-Key
   * honoured), so the customer sees it in their orders and follows it live.
   */
  app.post(
    '/api/users/:id/orders',
    {
      ...admin,
      schema: {
        summary: 'Place a phone order for a customer',
        description:
          'The body of `POST /api/orders`, cash on delivery, to one of the customer’s saved addresses, placed exactly as ' +
          'their own checkout places it. 201 with the order; with an `Idempotency-Key` already used for it, 200.',
        tags,
        params: IdParams,
        body: OrderCreate,
        headers: IdempotencyHeaders,
        response: {
          200: { ...Order, description: 'Already placed with this Idempotency-Key' },
          201: Order,
          ...PLACE_ORDER_REFUSALS,
          400: refused(
            'Not cash on delivery, an admin’s account, a customer with no address or an address not theirs, or what ' +
              'placing an order refuses (a product no longer sold or listed twice).',
          ),
          404: noSuchCustomer,
        },
      },
    },
    async (request, reply) => {
      if (request.body.paymentMethod !== 'COD')
        throw badRequest(sentence('Orders taken by phone are cash on delivery: choose COD.'));
      const customer = await findCustomer(app.db, request.params.id);
      if (!customer) throw notFound(CUSTOMER_NOT_FOUND);
      if (customer.isAdmin)
        throw badRequest(sentence('That account is a store admin’s. Place their order from the storefront.'));
      if (customer.userAddresses.length === 0)
        throw badRequest(sentence('This customer has no saved address yet. Add one before taking their order.'));
      if (!hasAddress(customer.userAddresses, request.body.shippingAddress))
        throw fieldRefused('shippingAddress', sentence('Choose one of this customer’s saved addresses.'));
      const placed = await placeCashOrder(
        app,
        {
          userId: customer._id,
          body: request.body,
          idempotencyKey: idempotencyKeyOf(request.headers),
          placedBy: signedIn(request).id,
        },
        (orderId) => orderAsItIs(app, orderId),
      );
      return sendMadeOrReplayed(reply, placed.created, placed.order);
    },
  );
};

export default customerRoutes;
