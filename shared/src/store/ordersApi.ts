import { api, TAGS, type AppDispatch, type RootState } from '@kirana/shared';
import type { BillDocument, Order } from '../schemas/types';

/** Which document of an order's bill: the bill or tax invoice itself, or the credit note of a cancelled invoiced order. */
export type BillDocumentChoice = 'bill' | 'creditNote';

/** An order's bill to read: its id, and the credit note instead of the bill when asked. */
export interface OrderBillArgs {
  id: string;
  document?: BillDocumentChoice;
}

/** `GET /api/orders/:id/bill`, with `?document=creditNote` for the credit note. */
export const orderBillPath = ({ id, document = 'bill' }: OrderBillArgs): string =>
  `/api/orders/${encodeURIComponent(id)}/bill${document === 'creditNote' ? '?document=creditNote' : ''}`;

/** One order, as its owner or an admin sees it (others get 404). Shared by the account and admin remotes. */
export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOrder: build.query<Order, string>({
      query: (id) => `/api/orders/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [TAGS.order(id)],
    }),
    /**
     * The order's bill as printed and as its PDF (a `BillDocument`): there is one for every order the
     * reader may see, its number given once the order is delivered or paid online. Read afresh each
     * time a Print button is pressed (the lazy hook), so the print is of the bill as it stands; no tag,
     * so an order's change does not read it again in the background, and not kept once unused.
     */
    getOrderBill: build.query<BillDocument, OrderBillArgs>({
      query: orderBillPath,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetOrderQuery, useGetOrderBillQuery, useLazyGetOrderBillQuery } = ordersApi;

/** A page of whole orders, as every order list is read (`Paginated(Order)`). */
export interface OrderPage {
  items: Order[];
  page: number;
  pageSize: number;
  total: number;
  pages: number;
}

/**
 * What an order list tells the live update so that an `orderUpdated` patches it in place instead of
 * reading it again. Registered by the front end that injects the list's endpoint (`liveOrderList`).
 */
export interface LiveOrderList<Args> {
  /**
   * Whether the list read with `args` holds this order now, judged from its filters and the page as
   * cached: true, false, or undefined when only the server can tell (then a listed order is patched
   * in place and an unlisted one left alone).
   */
  holds(args: Args, order: Order, page: OrderPage): boolean | undefined;
  /** Whether the change moves the order within the list's sort (the page is then read again). */
  moves?(args: Args, before: Order, after: Order): boolean;
}

const liveLists = new Map<string, LiveOrderList<never>>();

/** Lets `orderUpdated` patch a list endpoint's cached pages (its endpoint name, as injected). */
export function liveOrderList<Args>(endpointName: string, list: LiveOrderList<Args>): void {
  liveLists.set(endpointName, list as LiveOrderList<never>);
}

type PagePatch = (name: string, args: unknown, recipe: (page: OrderPage) => void) => Parameters<AppDispatch>[0];
type Refetch = (args: unknown, options: { subscribe: false; forceRefetch: true }) => Parameters<AppDispatch>[0];

/**
 * A live `orderUpdated` (the order as this user reads it, after the commit): the cached order page is
 * replaced, and every cached page of a registered list is patched in place: the order replaced where
 * it is listed and still belongs. Only a page the change cannot be applied to is read again: the
 * order left the list's filter or moved in its sort, or a new order belongs on it. The order's
 * timeline and the figures counted from orders (dashboard, reports, balances) are read again, as
 * an event cannot patch them.
 */
export const applyOrderUpdate =
  (order: Order) =>
  (dispatch: AppDispatch, getState: () => RootState): void => {
    dispatch(ordersApi.util.updateQueryData('getOrder', order._id, () => order));
    const patch = api.util.updateQueryData as unknown as PagePatch;
    for (const entry of Object.values(getState()[api.reducerPath].queries)) {
      const list = entry?.endpointName === undefined ? undefined : liveLists.get(entry.endpointName);
      const page = entry?.data as OrderPage | undefined;
      if (!entry?.endpointName || !list || entry.status !== 'fulfilled' || !Array.isArray(page?.items)) continue;
      const args = entry.originalArgs as never;
      const before = page.items.find((one) => one._id === order._id);
      const holds = list.holds(args, order, page);
      const readAgain = before ? holds === false || list.moves?.(args, before, order) === true : holds === true;
      if (readAgain) {
        const endpoint = (api.endpoints as unknown as Record<string, { initiate: Refetch }>)[entry.endpointName];
        if (endpoint) void dispatch(endpoint.initiate(args, { subscribe: false, forceRefetch: true }));
      } else if (before) {
        dispatch(
          patch(entry.endpointName, args, (draft) => {
            const at = draft.items.findIndex((one) => one._id === order._id);
            if (at >= 0) draft.items[at] = order;
          }),
        );
      }
    }
    dispatch(api.util.invalidateTags([TAGS.orderTimeline(order._id), TAGS.orderFigures]));
  };
