import { DELIVERY_ACTION_LABELS, nextDeliveryAction } from './orderActions';

describe('the admin slider (R35)', () => {
  it('offers the right action for each state', () => {
    expect(nextDeliveryAction({ isPaid: false, isDelivered: false })).toBe('deliverAndPay');
    expect(nextDeliveryAction({ isPaid: true, isDelivered: false })).toBe('deliver');
    expect(nextDeliveryAction({ isPaid: false, isDelivered: true })).toBe('pay');
    expect(nextDeliveryAction({ isPaid: true, isDelivered: true })).toBeNull();
  });
  it('reads exactly as the spec writes it', () => {
    expect(DELIVERY_ACTION_LABELS).toEqual({
      deliver: 'Mark as Delivered',
      deliverAndPay: 'Mark as Paid & Delivered ',
      pay: 'Mark as Paid',
    });
  });
});
