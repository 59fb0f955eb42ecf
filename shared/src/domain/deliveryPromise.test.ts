import { deliveryCountdown, deliveryCountdownText, isOpenOrder, orderAge } from './deliveryPromise';

const placed = Date.parse('2025-03-12T14:00:00.000Z');
const at = (minutes: number, seconds = 0) => placed + minutes * 60_000 + seconds * 1000;

describe('delivery promise countdown (30–35 minutes)', () => {
  it('counts down to the promise’s far end, in whole minutes rounded up', () => {
    expect(deliveryCountdown(placed, at(0))).toEqual({ state: 'arriving', minutesLeft: 35 });
    expect(deliveryCountdown(new Date(placed).toISOString(), at(23))).toEqual({ state: 'arriving', minutesLeft: 12 });
    expect(deliveryCountdown(placed, at(22, 30))).toEqual({ state: 'arriving', minutesLeft: 13 });
    expect(deliveryCountdown(placed, at(34, 59))).toEqual({ state: 'arriving', minutesLeft: 1 });
  });

  it('is late from 35 minutes on', () => {
    expect(deliveryCountdown(placed, at(35))).toEqual({ state: 'late' });
    expect(deliveryCountdown(placed, at(240))).toEqual({ state: 'late' });
  });

  it('a clock slightly behind the server never shows more than 35 minutes', () => {
    expect(deliveryCountdown(placed, at(-2))).toEqual({ state: 'arriving', minutesLeft: 35 });
  });

  it('reads as the customer sees it', () => {
    expect(deliveryCountdownText({ state: 'arriving', minutesLeft: 12 })).toBe('Arriving in ~12 min');
    expect(deliveryCountdownText({ state: 'late' })).toBe('Running late — the store knows');
  });

  it('only orders neither delivered nor cancelled are open', () => {
    expect(isOpenOrder({ isDelivered: false, isCancelled: false })).toBe(true);
    expect(isOpenOrder({ isDelivered: true, isCancelled: false })).toBe(false);
    expect(isOpenOrder({ isDelivered: false, isCancelled: true })).toBe(false);
  });
});

describe('order age against the promise (the admin queue)', () => {
  it('is on time before 30 minutes, due from 30, late from 35', () => {
    expect(orderAge(placed, at(0))).toEqual({ minutes: 0, state: 'on-time' });
    expect(orderAge(placed, at(29, 59))).toEqual({ minutes: 29, state: 'on-time' });
    expect(orderAge(placed, at(30))).toEqual({ minutes: 30, state: 'due' });
    expect(orderAge(placed, at(34, 59))).toEqual({ minutes: 34, state: 'due' });
    expect(orderAge(placed, at(35))).toEqual({ minutes: 35, state: 'late' });
    expect(orderAge(new Date(placed).toISOString(), at(125))).toEqual({ minutes: 125, state: 'late' });
  });

  it('a clock slightly behind the server reads 0 minutes, never negative', () => {
    expect(orderAge(placed, at(-1))).toEqual({ minutes: 0, state: 'on-time' });
  });
});
