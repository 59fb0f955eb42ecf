import { OPEN_STORE, type StoreStatus } from '../domain/takingOrders';
import { api } from './api';

/** How often a page that shows the pause asks again (the store's answer is a cached one-liner). */
export const STORE_STATUS_POLL_MS = 20_000;

/**
 * Whether the store takes orders (`GET /api/store`), for the storefront's banner. Read on the home
 * page and the cart every 20 s while the tab is in front, and when it comes back to the front, so
 * a pause or a resume shows within that. A failed read counts as open: the order's own 409 says
 * otherwise.
 */
export const storeStatusApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStoreStatus: build.query<StoreStatus, void>({ query: () => '/api/store' }),
  }),
});

/** The store's status on a page that shows it, kept fresh; open while unknown. */
export function useStoreStatus(): StoreStatus {
  const { data } = storeStatusApi.useGetStoreStatusQuery(undefined, {
    pollingInterval: STORE_STATUS_POLL_MS,
    skipPollingIfUnfocused: true,
    refetchOnFocus: true,
  });
  return data ?? OPEN_STORE;
}
