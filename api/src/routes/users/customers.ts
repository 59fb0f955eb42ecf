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
import { badRequest, conflict, found, notFound } from '../../lib/httpErrors';
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

  app.get(
    '/api/users',
    { ...admin, schema: { querystring: CustomersQuery, response: { 200: CustomerList } } },
    async (request) => listCustomers(app.db, request.query),
  );

  app.get(
    '/api/users/:id',
    { ...admin, schema: { params: IdParams, response: { 200: CustomerSummary } } },
    async (request) => {
      const customer = await findCustomer(app.db, request.params.id);
      if (!customer) throw notFound(CUSTOMER_NOT_FOUND);
      return customer;
    },
  );

  /* The last sign-in SMS sent to the customer's phone and what became of it: "I never got the code". */
  app.get(
    '/api/users/:id/sign-in-sms',
    { ...admin, schema: { params: IdParams, response: { 200: CustomerSignInSms } } },
    async (request, reply) => {
      const phoneNumber = await phoneNumberOf(app.db, request.params.id);
      if (!phoneNumber) throw notFound(CUSTOMER_NOT_FOUND);
      reply.header('Cache-Control', 'no-store');
      return { lastSend: await lastSendTo(app.db, phoneNumber) };
    },
  );

  app.post(
    '/api/users',
    { ...admin, schema: { body: CustomerCreate, response: { 201: CustomerSummary } } },
    async (request, reply) => {
      const { phoneNumber, address } = request.body;
      const id = newObjectId();
      await app.db.transaction(async (tx) => {
        if (!(await insertCustomer(tx, id, phoneNumber, request.body.name.trim()))) {
          throw conflict(
            sentence('phoneNumber: {phoneNumber} already has an account. Find the customer by phone instead.', {
              phoneNumber,
            }),
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
    { ...admin, schema: { params: IdParams, body: CustomerAddressAdd, response: { 201: CustomerSummary } } },
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
        if (hasAddress(saved, address)) throw badRequest(sentence('address: this customer already has this address.'));
        if (saved.length >= MAX_ADDRESSES_PER_USER)
          throw badRequest(
            sentence('address: a customer can keep at most {max} addresses.', { max: MAX_ADDRESSES_PER_USER }),
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
        params: IdParams,
        body: OrderCreate,
        headers: IdempotencyHeaders,
        response: { 200: Order, 201: Order },
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
        throw badRequest(sentence('shippingAddress: choose one of this customer’s saved addresses.'));
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
