import { allocateOldestFirst, dueOf, shortGivesBack } from './ledger';

describe('allocateOldestFirst', () => {
  const orders = [
    { id: 'a', duePaise: 22500 },
    { id: 'b', duePaise: 20000 },
    { id: 'c', duePaise: 5000 },
  ];

  it('puts ₹100 on a ₹225 order and leaves ₹125 due on it (nothing jumps the queue)', () => {
    expect(allocateOldestFirst(10000, orders)).toEqual([{ id: 'a', amountPaise: 10000, settles: false }]);
  });

  it('covers the oldest in full, then the next as far as it reaches', () => {
    expect(allocateOldestFirst(30000, orders)).toEqual([
      { id: 'a', amountPaise: 22500, settles: true },
      { id: 'b', amountPaise: 7500, settles: false },
    ]);
  });

  it('covers everything and leaves the rest as credit; nothing, or a negative credit, allocates nothing', () => {
    const all = allocateOldestFirst(60000, orders);
    expect(all.map((step) => step.settles)).toEqual([true, true, true]);
    expect(all.reduce((sum, step) => sum + step.amountPaise, 0)).toBe(47500);
    expect(allocateOldestFirst(0, orders)).toEqual([]);
    expect(allocateOldestFirst(-5, orders)).toEqual([]);
  });

  it('never allocates more than is due, and skips what is not due', () => {
    expect(
      allocateOldestFirst(100, [
        { id: 'x', duePaise: 0 },
        { id: 'y', duePaise: 40 },
      ]),
    ).toEqual([{ id: 'y', amountPaise: 40, settles: true }]);
  });
});

describe('dueOf', () => {
  it('is the total less what was settled, never below 0, and nothing on a cancelled order', () => {
    expect(dueOf({ totalPaise: 22500, settledPaise: 10000 })).toBe(12500);
    expect(dueOf({ totalPaise: 22500, settledPaise: 22500 })).toBe(0);
    expect(dueOf({ totalPaise: 22500, settledPaise: 0, isCancelled: true })).toBe(0);
  });
});

describe('shortGivesBack (R38c)', () => {
  const order = {
    stage: 'packing',
    paymentStatus: 'UNPAID',
    isPaid: false,
    paidWith: null,
    totalPaise: 22500,
    duePaise: 22500,
  };
  it('nothing paid: the total falls; paid online (PhonePe): refunded; khata, in full or in part: back to the credit', () => {
    expect(shortGivesBack(order)).toBe('nothing');
    expect(shortGivesBack({ ...order, stage: 'placed' })).toBe('nothing');
    expect(shortGivesBack({ ...order, isPaid: true, paymentStatus: 'PAID', paidWith: 'PHONEPE', duePaise: 0 })).toBe(
      'refund',
    );
    expect(shortGivesBack({ ...order, isPaid: true, paymentStatus: 'PAID', paidWith: 'KHATA', duePaise: 0 })).toBe(
      'khata',
    );
    expect(shortGivesBack({ ...order, duePaise: 12500 })).toBe('khata');
  });
  it('never past packing, while PhonePe is paying, or when paid at the door', () => {
    expect(shortGivesBack({ ...order, stage: 'packed' })).toBeNull();
    expect(shortGivesBack({ ...order, stage: 'cancelled' })).toBeNull();
    expect(shortGivesBack({ ...order, paymentStatus: 'PENDING' })).toBeNull();
    for (const paidWith of ['CASH', 'UPI'])
      expect(shortGivesBack({ ...order, isPaid: true, paymentStatus: 'PAID', paidWith, duePaise: 0 })).toBeNull();
  });
});
