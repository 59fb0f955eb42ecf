/** Schema values for the API (Fastify validates and serialises with them). Browsers import types only. */
export * from './common';
export * from './catalogue';
export * from './locations';
export * from './session';
export * from './auth';
export * from './users';
export * from './orders';
export * from './myOrders';
export * from './adminOrders';
export * from './customers';
export * from './reports';
export * from './store';
export * from './khata';
export * from './catalogueFile';
export * from './deliveryTeam';
export * from './invoices';
