import { anOrder } from '@kirana/shared/testing';
import { orderSteps } from './OrderProgress';

const labels = (order: Parameters<typeof orderSteps>[0]) => orderSteps(order).map((step) => step.label);
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe('orderSteps: the payment where it happened', () => {
  it('after Delivered for cash at the door, paid after the delivery (never Paid above Delivered)', () => {
    const order = anOrder({
      stage: 'delivered',
      isDelivered: true,
      deliveredAt: minutesAgo(10),
      isPaid: true,
      paidAt: minutesAgo(8),
      paymentStatus: 'PAID',
      paidWith: 'CASH',
    });
    expect(labels(order)).toEqual(['Order placed', 'Packing', 'Out for delivery', 'Delivered', 'Paid']);
  });

  it('after Delivered while still to be paid at the door', () => {
    expect(labels(anOrder({ stage: 'placed' }))).toEqual([
      'Order placed',
      'Packing',
      'Out for delivery',
      'Delivered',
      'Pay on delivery',
    ]);
  });

  it('second for PhonePe, and for money paid before the delivery', () => {
    const online = anOrder({ paymentMethod: 'PHONEPE', isPaid: true, paidAt: minutesAgo(20), paymentStatus: 'PAID' });
    expect(labels(online)[1]).toBe('Paid with PhonePe');
    const ahead = anOrder({
      stage: 'delivered',
      isDelivered: true,
      deliveredAt: minutesAgo(5),
      isPaid: true,
      paidAt: minutesAgo(15),
      paymentStatus: 'PAID',
      paidWith: 'UPI',
    });
    expect(labels(ahead)).toEqual(['Order placed', 'Paid by UPI', 'Packing', 'Out for delivery', 'Delivered']);
  });
});
