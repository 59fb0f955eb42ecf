/**
 * @kirana/shared — shared by the shell and every remote as one federation singleton.
 * Everything exported here reaches the customer's first page, so keep it small: schema
 * values live in `@kirana/shared/schemas` (server), build helpers in `@kirana/shared/build`.
 */
export * from './domain';
export * from './config/runtimeConfig';
export * from './store';
export * from './bus';
export * from './realtime';
export * from './contracts';
export * from './ui';
export * from './router';
