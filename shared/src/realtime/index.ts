export * from './client';
export * from './orderUpdates';
export * from './useLiveOrders';
export * from './useLiveOrder';
