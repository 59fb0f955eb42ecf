/**
 * RTK Query's cache tags, named once for every front end: the API's tag types, and the ids that
 * lists and single items are provided and invalidated under. A mistyped id string would silently
 * stop a refresh; a mistyped name here does not compile.
 */
export const TAG_TYPES = ['Product', 'Order', 'User', 'Societies'] as const;
export type TagType = (typeof TAG_TYPES)[number];

const tag = <T extends TagType>(type: T, id: string) => ({ type, id });

export const TAGS = {
  /** Every product list and shelf (the catalogue's and the admin's). */
  productList: tag('Product', 'LIST'),
  /** The categories with their counts. */
  categories: tag('Product', 'CATEGORIES'),
  /** The admin's list of search words (synonyms). */
  searchWords: tag('Product', 'SYNONYMS'),
  product: (id: string) => tag('Product', id),
  /** Every order list, and what is counted from orders (dashboard, reports, balances). */
  orderList: tag('Order', 'LIST'),
  /**
   * What is counted from orders (dashboard, reports, balances, cash): read again on every live
   * `orderUpdated`, which patches the lists themselves in place.
   */
  orderFigures: tag('Order', 'FIGURES'),
  order: (id: string) => tag('Order', id),
  /** The admin's customers list. */
  customerList: tag('User', 'CUSTOMERS'),
  customer: (id: string) => tag('User', id),
  /** Who owes the store (the khata's Dues view). */
  dues: tag('User', 'DUES'),
  khata: (customerId: string) => tag('User', `KHATA-${customerId}`),
  localities: tag('Societies', 'LOCALITIES'),
  societies: tag('Societies', 'ALL'),
  localitySocieties: (localityId: string) => tag('Societies', `LOCALITY-${localityId}`),
  /** The delivery team (the admin's Team page and every rider picker). */
  riders: tag('User', 'RIDERS'),
  /** One order's timeline (its history of changes). */
  orderTimeline: (orderId: string) => tag('Order', `TIMELINE-${orderId}`),
  /** The signed-in rider's run (their orders to deliver, in walking order). */
  riderRun: tag('Order', 'RIDER-RUN'),
  /** Open orders no rider has taken, as riders read them. */
  unassignedOrders: tag('Order', 'UNASSIGNED'),
  /** The Cash view's days (each rider's cash collected and handed over). */
  cash: tag('Order', 'CASH'),
} as const;
