export * from './client';
export * from './orderUpdates';
