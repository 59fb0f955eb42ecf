/**
 * @kirana/shared — shared by the shell and every remote as one federation singleton.
 * Everything exported here reaches the customer's first page, so keep it small: what only later
 * pages use is in `@kirana/shared/extended` (a singleton of its own), schema values in
 * `@kirana/shared/schemas` (server), build helpers in `@kirana/tools`.
 */
// The domain rules a first page can need. Forms' checks (phone, code, name, address) are pure: a
// form takes them from @kirana/shared/domain into its own chunk. The order rules (status, delivery
// promise, actions, payment checks, store days, the handoff code) and the product editor's are in
// @kirana/shared/extended. The API takes them all from @kirana/shared/domain.
export * from './domain/limits';
export * from './domain/money';
export * from './domain/bill';
export type * from './domain/address';
export * from './domain/cartLine';
export * from './domain/orderNumber';
export * from './domain/objectId';
export * from './domain/productName';
export * from './domain/paymentMethods';
export * from './domain/paymentStatus';
export * from './domain/takingOrders';
export * from './domain/say';
export * from './domain/landing';
export type * from './schemas/types';
export * from './config/runtimeConfig';
export * from './config/storeContact';
export * from './store';
export * from './bus';
// The contracts pages use. The socket events' names and rooms and the headers the servers send are
// for servers: they import them from @kirana/shared/contracts, so the customer's page never downloads them.
export * from './contracts/remotes';
export * from './contracts/routes';
export * from './contracts/http';
export * from './contracts/serverRender';
export * from './contracts/storefrontPages';
export type * from './contracts/socketEvents';
export * from './ui';
export * from './i18n';
export * from './routing';
