import {
  createContext,
  createElement,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useAppDispatch, useLocation, type Order } from '@kirana/shared';
import { isOpenOrder, useLiveOrders } from '@kirana/shared/extended';
import { adminOrdersApi } from '../../lib/adminOrdersApi';
import { t } from '../../i18n';
import { playNewOrderTone } from './newOrderSound';
import { markOrdersSeen, onOrdersSeenElsewhere, seenOrders } from './seenOrders';

/**
 * An order heard of over the socket counts as new when placed at most this long before the admin arrived
 * (some slack for clocks).
 */
const NEW_ORDER_WINDOW_MS = 5 * 60_000;
/** The notice lists at most this many; the title counts them all. */
const MAX_ARRIVALS = 20;
/** While any new order is not yet opened or dismissed, the chime rings again this often. */
export const ALARM_REPEAT_MS = 15_000;
/** After a reconnect, the open orders read back to find any placed while the socket was away. */
const MISSED_READ = { isDelivered: false, awaitingPayment: false, sort: 'newest', page: 1, pageSize: 50 } as const;
/** The count and its words in either language: "(2) New orders · ", "(2) नए ऑर्डर · ". */
const TITLE_PREFIX = /^\(\d+\) [^·]+ · /;

export interface NewOrderCue {
  /** New orders nobody has opened or dismissed yet, newest first. */
  arrivals: Order[];
  isNew(orderId: string): boolean;
  dismiss(orderId: string): void;
  dismissAll(): void;
}

const NO_CUE: NewOrderCue = { arrivals: [], isNew: () => false, dismiss: () => undefined, dismissAll: () => undefined };
const NewOrdersContext = createContext<NewOrderCue>(NO_CUE);

/** The admin's new orders, as the live screens show them. */
export function useNewOrderCue(): NewOrderCue {
  return useContext(NewOrdersContext);
}

/** "(2) New orders · Orders · Kirana Now": the count in front of whatever the page calls itself. */
export function titleWithCount(title: string, count: number): string {
  const plain = title.replace(TITLE_PREFIX, '');
  return count > 0
    ? `(${count}) ${t('{count, plural, one {New order} other {New orders}}', { count })} · ${plain}`
    : plain;
}

/**
 * Watches the order feed on every admin page (in the admin's frame), so no new order goes
 * unnoticed wherever the admin is: an open order placed since the admin arrived, heard over the
 * socket or found after a reconnect, is new until someone opens it or dismisses the notice. While
 * any is new, the tab's title counts them and (with sound on) the chime rings every 15 s. What was
 * opened or dismissed is remembered on the device (`seenOrders.ts`), so a reload or another tab does
 * not announce it again; an order whose page is open is never announced.
 */
export function NewOrdersProvider({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const [arrivals, setArrivals] = useState<Order[]>([]);
  // Heard of already, or opened or dismissed on this device before this page loaded.
  const [seenBefore] = useState(seenOrders);
  const heard = useRef(seenBefore);
  /** When the admin arrived: orders placed since then (or heard of from a little before) are news. */
  const openedAt = useRef(Date.now());
  // The order whose page is open: it is on screen, so never news.
  const opened = /^\/order\/([0-9a-f]{24})$/.exec(pathname)?.[1];
  const onScreen = useRef(opened);
  onScreen.current = opened;

  const arrive = useCallback((orders: Order[], placedSince: number) => {
    const fresh = orders.filter(
      (order) =>
        !heard.current.has(order._id) &&
        order._id !== onScreen.current &&
        isOpenOrder(order) &&
        order.paymentStatus !== 'PENDING' &&
        Date.parse(order.createdAt) >= placedSince,
    );
    for (const order of orders) heard.current.add(order._id);
    if (fresh.length === 0) return;
    setArrivals((current) =>
      [...fresh, ...current.filter((o) => !fresh.some((f) => f._id === o._id))].slice(0, MAX_ARRIVALS),
    );
    playNewOrderTone();
  }, []);

  const onOrder = useCallback(
    (order: Order) => {
      // Delivered or cancelled since it arrived: nothing new to act on any more.
      if (!isOpenOrder(order))
        setArrivals((current) =>
          current.some((o) => o._id === order._id) ? current.filter((o) => o._id !== order._id) : current,
        );
      // An order paid online is heard first while its payment is under way: it is new once paid.
      if (order.paymentStatus === 'PENDING') return;
      arrive([order], openedAt.current - NEW_ORDER_WINDOW_MS);
    },
    [arrive],
  );

  // Events sent while the socket was away are lost: read the newest open orders and announce
  // those placed since the admin came that nobody has heard of.
  const onReconnect = useCallback(() => {
    void dispatch(
      adminOrdersApi.endpoints.getAdminOrders.initiate(MISSED_READ, { subscribe: false, forceRefetch: true }),
    )
      .unwrap()
      .then((page) => arrive(page.items, openedAt.current))
      .catch(() => undefined);
  }, [arrive, dispatch]);
  useLiveOrders(onOrder, onReconnect);

  // Opening an order acknowledges it, here and on this device's other tabs and later loads.
  useEffect(() => {
    if (!opened) return;
    markOrdersSeen([opened]);
    setArrivals((current) =>
      current.some((o) => o._id === opened) ? current.filter((o) => o._id !== opened) : current,
    );
  }, [opened]);

  // Opened or dismissed in another tab: not news here either.
  useEffect(
    () =>
      onOrdersSeenElsewhere((seen) => {
        for (const id of seen) heard.current.add(id);
        setArrivals((current) =>
          current.some((o) => seen.has(o._id)) ? current.filter((o) => !seen.has(o._id)) : current,
        );
      }),
    [],
  );

  // The count in the tab's title, kept in front of each page's own title as it changes.
  const count = arrivals.length;
  useEffect(() => {
    const apply = () => {
      const next = titleWithCount(document.title, count);
      if (next !== document.title) document.title = next;
    };
    apply();
    const titleElement = document.querySelector('title');
    const observer = new MutationObserver(apply);
    if (titleElement) observer.observe(titleElement, { childList: true, characterData: true, subtree: true });
    return () => {
      observer.disconnect();
      document.title = titleWithCount(document.title, 0);
    };
  }, [count]);

  // The alarm: again and again until every new order is opened or dismissed.
  useEffect(() => {
    if (count === 0) return undefined;
    const timer = setInterval(() => playNewOrderTone(), ALARM_REPEAT_MS);
    return () => clearInterval(timer);
  }, [count]);

  const isNew = useCallback((orderId: string) => arrivals.some((o) => o._id === orderId), [arrivals]);
  const dismiss = useCallback((orderId: string) => {
    markOrdersSeen([orderId]);
    setArrivals((current) => current.filter((o) => o._id !== orderId));
  }, []);
  const dismissAll = useCallback(() => {
    markOrdersSeen(arrivals.map((o) => o._id));
    setArrivals([]);
  }, [arrivals]);
  const cue = useMemo(() => ({ arrivals, isNew, dismiss, dismissAll }), [arrivals, isNew, dismiss, dismissAll]);
  return createElement(NewOrdersContext.Provider, { value: cue }, children);
}
