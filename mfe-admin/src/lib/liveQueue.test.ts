import type { AdminOrdersQuery } from '@kirana/shared';
import { anOrder } from '@kirana/shared/testing';
import { liveQueue, passesQueueFilters } from './liveQueue';

const open: AdminOrdersQuery = { isDelivered: false, awaitingPayment: false, sort: 'newest', page: 1, pageSize: 20 };
const listed = anOrder({ _id: '65f1a2b3c4d5e6f7a8b9c001' }, 60);
const page = (items = [listed], at = 1, pages = 1) => ({ items, page: at, pageSize: 20, total: items.length, pages });

describe('passesQueueFilters: the queue’s filters on one order, as the API applies them', () => {
  it.each<[string, AdminOrdersQuery, Parameters<typeof anOrder>[0], boolean | undefined]>([
    ['open, placed', open, {}, true],
    ['open, delivered', open, { isDelivered: true, stage: 'delivered' }, false],
    ['open, PhonePe payment under way', open, { paymentStatus: 'PENDING', paymentMethod: 'PHONEPE' }, false],
    ['cancelled, not asked for', {}, { isCancelled: true, stage: 'cancelled' }, false],
    ['cancelled, asked for', { includeCancelled: true }, { isCancelled: true, stage: 'cancelled' }, true],
    ['delivered unpaid, now paid', { isDelivered: true, isPaid: false }, { isDelivered: true, isPaid: true }, false],
    ['nobody’s, assigned', { rider: 'none' }, { rider: { _id: '65f1a2b3c4d5e6f7a8b9c0ff', name: 'Raju' } }, false],
    [
      'one rider’s',
      { rider: '65f1a2b3c4d5e6f7a8b9c0ff' },
      { rider: { _id: '65f1a2b3c4d5e6f7a8b9c0ff', name: 'R' } },
      true,
    ],
    ['another society', { society: '65f1a2b3c4d5e6f7a8b9c0fe' }, {}, false],
    ['a search: only the server can tell', { search: 'asha' }, {}, undefined],
  ])('%s', (_case, query, order, passes) => expect(passesQueueFilters(query, anOrder(order))).toBe(passes));

  it('placed within the days asked for, in store time', () => {
    const order = anOrder({ createdAt: '2026-11-21T19:00:00.000Z' }); // 22 Nov, 00:30 in Kolkata
    expect(passesQueueFilters({ from: '2026-11-22', to: '2026-11-22' }, order)).toBe(true);
    expect(passesQueueFilters({ to: '2026-11-21' }, order)).toBe(false);
  });
});

describe('liveQueue: patch the page, or read it again', () => {
  it('a listed order that still passes stays (patched in place); one that no longer does leaves', () => {
    expect(liveQueue.holds(open, { ...listed, stage: 'packing' }, page())).toBe(true);
    expect(liveQueue.holds(open, { ...listed, isDelivered: true, stage: 'delivered' }, page())).toBe(false);
  });

  it('a new order belongs on page 1 of newest first, not on page 2; on the last page of oldest first', () => {
    const placed = anOrder({ _id: '65f1a2b3c4d5e6f7a8b9c002' }, 1);
    expect(liveQueue.holds(open, placed, page())).toBe(true);
    expect(liveQueue.holds({ ...open, page: 2 }, placed, page([listed], 2, 3))).toBe(false);
    expect(liveQueue.holds({ ...open, sort: 'oldest' }, placed, page([listed], 1, 2))).toBe(false);
    expect(liveQueue.holds({ ...open, sort: 'oldest', page: 2 }, placed, page([listed], 2, 2))).toBe(true);
    // An older order (on another page) changing is nothing to page 1.
    expect(liveQueue.holds(open, anOrder({ _id: '65f1a2b3c4d5e6f7a8b9c003' }, 120), page())).toBe(false);
  });

  it('a stage change moves an order only in the stage sort', () => {
    const packed = { ...listed, stage: 'packed' as const };
    expect(liveQueue.moves?.({ ...open, sort: 'stage' }, listed, packed)).toBe(true);
    expect(liveQueue.moves?.(open, listed, packed)).toBe(false);
  });
});
