import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CustomerCreate, CustomerList, CustomersQuery, CustomerSummary, IdParams } from '@kirana/shared/schemas';
import { newObjectId } from '../../db/ids';
import { conflict, notFound } from '../../lib/httpErrors';
import { checkAddresses, replaceAddresses } from '../../users/addresses';
import { findCustomer, insertCustomer, listCustomers } from './repository';

const CUSTOMER_NOT_FOUND = 'We could not find that customer.';

/**
 * The store's customers (admin only): who they are, where they live, what they order; and adding
 * one who orders by phone call, who later signs in with that phone and finds their address.
 * `/api/users/profile` and `/api/users/logout` are static paths and win over `/api/users/:id`.
 */
const customerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const admin = { onRequest: app.requireAdmin };

  app.get('/api/users', { ...admin, schema: { querystring: CustomersQuery, response: { 200: CustomerList } } }, async (request) =>
    listCustomers(app.db, request.query),
  );

  app.get('/api/users/:id', { ...admin, schema: { params: IdParams, response: { 200: CustomerSummary } } }, async (request) => {
    const customer = await findCustomer(app.db, request.params.id);
    if (!customer) throw notFound(CUSTOMER_NOT_FOUND);
    return customer;
  });

  app.post('/api/users', { ...admin, schema: { body: CustomerCreate, response: { 201: CustomerSummary } } }, async (request, reply) => {
    const { phoneNumber, address } = request.body;
    const id = newObjectId();
    await app.db.transaction(async (tx) => {
      if (!(await insertCustomer(tx, id, phoneNumber, request.body.name.trim()))) {
        throw conflict(`phoneNumber: ${phoneNumber} already has an account. Find the customer by phone instead.`);
      }
      if (address) {
        await checkAddresses(tx, [address], () => 'address');
        await replaceAddresses(tx, id, [address]);
      }
    });
    return reply.status(201).send((await findCustomer(app.db, id))!);
  });
};

export default customerRoutes;
