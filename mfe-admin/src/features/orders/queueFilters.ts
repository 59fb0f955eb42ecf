import {
  ADMIN_ORDERS_PAGE_SIZE_DEFAULT,
  ADMIN_ORDERS_PAGE_SIZE_MAX,
  ADMIN_SEARCH_MAX_LENGTH,
  isObjectId,
  PAYMENT_METHODS,
  type AdminOrdersQuery,
  type PaymentMethod,
} from '@kirana/shared';
import { isCalendarDay } from '@kirana/shared/extended';

/** Which orders the queue shows: still to deliver, delivered with cash still out, or everything. */
export const QUEUE_STATES = ['open', 'unpaid', 'all'] as const;
export type QueueState = (typeof QUEUE_STATES)[number];
export const QUEUE_STATE_LABELS: Record<QueueState, string> = { open: 'Open', unpaid: 'Delivered unpaid', all: 'All' };

/** A page of orders, or the open orders gathered by society and wing for one rider's run. */
export type QueueView = 'list' | 'society';
export type QueueSort = 'stage' | 'oldest' | 'newest';
export const QUEUE_SORTS: readonly QueueSort[] = ['stage', 'oldest', 'newest'];

export interface QueueFilters {
  state: QueueState;
  view: QueueView;
  sort: QueueSort;
  page: number;
  from: string | undefined;
  to: string | undefined;
  society: string | undefined;
  paymentMethod: PaymentMethod | undefined;
  search: string;
}

export const DEFAULT_FILTERS: QueueFilters = {
  state: 'open',
  view: 'list',
  // The order a board is worked in: by stage (to pack, packing, packed, out), the longest waiting first in each.
  sort: 'stage',
  page: 1,
  from: undefined,
  to: undefined,
  society: undefined,
  paymentMethod: undefined,
  search: '',
};

const oneOf = <T extends string>(allowed: readonly T[], value: string | null): T | undefined =>
  (allowed as readonly (string | null)[]).includes(value) ? (value as T) : undefined;
const day = (value: string | null) => (value && isCalendarDay(value) ? value : undefined);

/** The filters a URL asks for; anything unreadable (a hand-edited link) falls back to the default. */
export function filtersFromParams(params: URLSearchParams): QueueFilters {
  const page = Number(params.get('page'));
  const society = params.get('society');
  return {
    state: oneOf(QUEUE_STATES, params.get('state')) ?? DEFAULT_FILTERS.state,
    view: oneOf(['list', 'society'] as const, params.get('view')) ?? DEFAULT_FILTERS.view,
    sort: oneOf(QUEUE_SORTS, params.get('sort')) ?? DEFAULT_FILTERS.sort,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    from: day(params.get('from')),
    to: day(params.get('to')),
    society: isObjectId(society) ? society : undefined,
    paymentMethod: oneOf(PAYMENT_METHODS, params.get('pay')),
    search: (params.get('q') ?? '').slice(0, ADMIN_SEARCH_MAX_LENGTH),
  };
}

/** The URL for these filters, leaving out defaults so a plain /orders stays plain. */
export function paramsFromFilters(filters: QueueFilters): URLSearchParams {
  const entries: [string, string | undefined][] = [
    ['state', filters.state === DEFAULT_FILTERS.state ? undefined : filters.state],
    ['view', filters.view === DEFAULT_FILTERS.view ? undefined : filters.view],
    ['sort', filters.sort === DEFAULT_FILTERS.sort ? undefined : filters.sort],
    ['from', filters.from],
    ['to', filters.to],
    ['society', filters.society],
    ['pay', filters.paymentMethod],
    ['q', filters.search.trim() || undefined],
    ['page', filters.page > 1 ? String(filters.page) : undefined],
  ];
  return new URLSearchParams(entries.filter((entry): entry is [string, string] => entry[1] !== undefined));
}

/** True when something narrows the queue beyond its state tab. */
export function isNarrowed(filters: QueueFilters): boolean {
  return Boolean(filters.from || filters.to || filters.society || filters.paymentMethod || filters.search.trim());
}

const STATE_QUERY: Record<QueueState, Pick<AdminOrdersQuery, 'isDelivered' | 'isPaid' | 'awaitingPayment'>> = {
  // Orders whose online payment is still under way are not work yet: they are listed apart.
  open: { isDelivered: false, awaitingPayment: false },
  unpaid: { isDelivered: true, isPaid: false },
  all: {},
};

function narrowing(filters: QueueFilters): AdminOrdersQuery {
  const search = filters.search.trim();
  return {
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    ...(filters.society ? { society: filters.society } : {}),
    ...(filters.paymentMethod ? { paymentMethod: filters.paymentMethod } : {}),
    ...(search ? { search } : {}),
  };
}

/** `GET /api/orders/` for one page of the queue. */
export function listQuery(filters: QueueFilters): AdminOrdersQuery {
  return {
    ...STATE_QUERY[filters.state],
    ...narrowing(filters),
    sort: filters.sort,
    page: filters.page,
    pageSize: ADMIN_ORDERS_PAGE_SIZE_DEFAULT,
  };
}

/**
 * `GET /api/orders/` for the society runs: every open order (as many as one read allows), oldest
 * first, whatever the state tab says, narrowed by the other filters.
 */
export function runsQuery(filters: QueueFilters): AdminOrdersQuery {
  return {
    isDelivered: false,
    awaitingPayment: false,
    ...narrowing(filters),
    sort: 'oldest',
    page: 1,
    pageSize: ADMIN_ORDERS_PAGE_SIZE_MAX,
  };
}

/**
 * `GET /api/orders/` for the orders whose online payment is under way, oldest first (they leave when paid,
 * failed or expired).
 */
export const AWAITING_PAYMENT_QUERY: AdminOrdersQuery = {
  isDelivered: false,
  awaitingPayment: true,
  sort: 'oldest',
  page: 1,
  pageSize: ADMIN_ORDERS_PAGE_SIZE_MAX,
};
