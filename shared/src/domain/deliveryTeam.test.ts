import {
  cashToCollect,
  compareWalkingOrder,
  directionsUrl,
  groupRun,
  HANDOFF_CODE_PATTERN,
  knownToRiders,
  onRiderRun,
  openHandoffCode,
  riderFirstName,
  roleOf,
  takeableByRiders,
} from './deliveryTeam';

describe('roleOf', () => {
  it('an admin is an admin whatever else; a rider only while on the team; anyone else a customer', () => {
    expect(roleOf({ isAdmin: true, isRider: true })).toBe('admin');
    expect(roleOf({ isAdmin: true, isRider: false })).toBe('admin');
    expect(roleOf({ isAdmin: false, isRider: true })).toBe('rider');
    expect(roleOf({ isAdmin: false, isRider: false })).toBe('customer');
  });
});

describe('the handoff code', () => {
  it('is exactly four digits, leading zeros kept', () => {
    expect(['0000', '0042', '9999'].every((code) => HANDOFF_CODE_PATTERN.test(code))).toBe(true);
    expect(['123', '12345', '12a4', ' 1234'].some((code) => HANDOFF_CODE_PATTERN.test(code))).toBe(false);
  });

  it('is shown while the order is open, not once delivered or cancelled, and never made up when none came', () => {
    const open = { isDelivered: false, isCancelled: false, handoffCode: '0042' };
    expect(openHandoffCode(open)).toBe('0042');
    expect(openHandoffCode({ ...open, isDelivered: true })).toBeNull();
    expect(openHandoffCode({ ...open, isCancelled: true })).toBeNull();
    expect(openHandoffCode({ ...open, handoffCode: null })).toBeNull();
    expect(openHandoffCode({ isDelivered: false, isCancelled: false })).toBeNull();
    expect(openHandoffCode({ ...open, handoffCode: '12a4' })).toBeNull();
  });
});

describe('the Unassigned list', () => {
  const waiting = {
    riderId: null,
    isDelivered: false,
    isCancelled: false,
    paymentMethod: 'COD' as const,
    isPaid: false,
  };

  it('holds open orders nobody has: cash on delivery at once, PhonePe once paid', () => {
    expect(takeableByRiders(waiting)).toBe(true);
    expect(takeableByRiders({ ...waiting, riderId: 'someone' })).toBe(false);
    expect(takeableByRiders({ ...waiting, isDelivered: true })).toBe(false);
    expect(takeableByRiders({ ...waiting, isCancelled: true })).toBe(false);
    expect(takeableByRiders({ ...waiting, paymentMethod: 'PHONEPE' })).toBe(false);
    expect(takeableByRiders({ ...waiting, paymentMethod: 'PHONEPE', isPaid: true })).toBe(true);
  });

  it('riders may have seen every cash-on-delivery order, and a PhonePe order only once it was paid', () => {
    expect(knownToRiders({ paymentMethod: 'COD', isPaid: false })).toBe(true);
    expect(knownToRiders({ paymentMethod: 'PHONEPE', isPaid: false })).toBe(false);
    expect(knownToRiders({ paymentMethod: 'PHONEPE', isPaid: true })).toBe(true);
  });
});

describe('a rider’s run', () => {
  const order = (id: string, societyName: string, wing: string, flatNumber: string, more: object = {}) => ({
    _id: id,
    address: { society: `s-${societyName}`, societyName, wing, flatNumber },
    riderId: 'me',
    isDelivered: false,
    isCancelled: false,
    amountToCollect: 120,
    cashCollected: false,
    createdAt: '2026-11-26T06:00:00.000Z',
    ...more,
  });

  it('walks society, then wing, then flat as a number (101 before 1002), then the older order', () => {
    const run = [
      order('1', 'Palm Grove', 'B', '1002'),
      order('2', 'Green Meadows', 'A', '7'),
      order('3', 'Palm Grove', 'B', '101'),
      order('4', 'Palm Grove', 'A', '904'),
      order('5', 'Palm Grove', 'B', '101', { createdAt: '2026-11-26T05:00:00.000Z' }),
    ];
    expect([...run].sort(compareWalkingOrder).map((o) => o._id)).toEqual(['2', '4', '5', '3', '1']);
  });

  it('groups society → wing → flats, each in walking order', () => {
    const groups = groupRun([
      order('1', 'Palm Grove', 'B', '1002'),
      order('2', 'Green Meadows', 'A', '7'),
      order('3', 'Palm Grove', 'B', '101'),
      order('4', 'Palm Grove', 'A', '904'),
    ]);
    expect(
      groups.map((s) => [s.societyName, s.wings.map((w) => [w.wing, w.orders.map((o) => o.address.flatNumber)])]),
    ).toEqual([
      ['Green Meadows', [['A', ['7']]]],
      [
        'Palm Grove',
        [
          ['A', ['904']],
          ['B', ['101', '1002']],
        ],
      ],
    ]);
  });

  it('holds the rider’s open orders, and delivered ones whose cash is still to collect', () => {
    expect(onRiderRun(order('1', 'P', 'A', '1'), 'me')).toBe(true);
    expect(onRiderRun(order('1', 'P', 'A', '1'), 'someone else')).toBe(false);
    expect(onRiderRun(order('1', 'P', 'A', '1', { riderId: null }), 'me')).toBe(false);
    expect(onRiderRun(order('1', 'P', 'A', '1', { isCancelled: true }), 'me')).toBe(false);
    expect(onRiderRun(order('1', 'P', 'A', '1', { isDelivered: true }), 'me')).toBe(true);
    expect(onRiderRun(order('1', 'P', 'A', '1', { isDelivered: true, cashCollected: true }), 'me')).toBe(false);
    expect(onRiderRun(order('1', 'P', 'A', '1', { isDelivered: true, amountToCollect: 0 }), 'me')).toBe(false);
    expect(cashToCollect(order('1', 'P', 'A', '1'))).toBe(120);
    expect(cashToCollect(order('1', 'P', 'A', '1', { cashCollected: true }))).toBe(0);
  });

  it('gives directions as a maps search on the society and its area', () => {
    expect(directionsUrl({ societyName: 'Palm Grove & Co', areaName: 'Wakad' })).toBe(
      'https://www.google.com/maps/search/?api=1&query=Palm%20Grove%20%26%20Co%2C%20Wakad',
    );
  });
});

describe('riderFirstName (R38b)', () => {
  it.each([
    ['Ravi Kumar Sharma', 'Ravi'],
    ['  Sunita   Devi ', 'Sunita'],
    ['Imran', 'Imran'],
    ['', ''],
  ])('%j reads %j', (name, first) => expect(riderFirstName(name)).toBe(first));
});
