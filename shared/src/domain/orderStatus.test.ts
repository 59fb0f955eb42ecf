import { loadLocale, translatorOf } from '../i18n';
import { deliveryState, paymentState, refundSentence } from './orderStatus';

const order = { isCancelled: false, isDelivered: false, isPaid: false, paymentStatus: 'UNPAID' as const };

describe('order status labels', () => {
  it('says where the goods are: the stage, and never "on the way" before a rider has it', () => {
    expect(deliveryState({ stage: 'placed' })).toEqual({ label: 'Placed', tone: 'open' });
    expect(deliveryState({ stage: 'packing' })).toEqual({ label: 'Packing', tone: 'open' });
    expect(deliveryState({ stage: 'packed' })).toEqual({ label: 'Packed', tone: 'open' });
    expect(deliveryState({ stage: 'out_for_delivery' })).toEqual({ label: 'Out for delivery', tone: 'open' });
    expect(deliveryState({ stage: 'delivered' })).toEqual({ label: 'Delivered', tone: 'done' });
    expect(deliveryState({ stage: 'cancelled' })).toEqual({ label: 'Cancelled', tone: 'bad' });
  });

  it('says where the money is', () => {
    expect(paymentState(order)).toEqual({ label: 'Pay on delivery', tone: 'warn' });
    expect(paymentState({ ...order, isDelivered: true })).toEqual({ label: 'Cash due', tone: 'warn' });
    expect(paymentState({ ...order, paymentStatus: 'PENDING' })).toEqual({ label: 'Payment pending', tone: 'warn' });
    expect(paymentState({ ...order, paymentStatus: 'FAILED' })).toEqual({ label: 'Payment failed', tone: 'bad' });
    expect(paymentState({ ...order, isPaid: true, paymentStatus: 'PAID' })).toEqual({ label: 'Paid', tone: 'done' });
    expect(paymentState({ ...order, isPaid: true, paymentStatus: 'PAID', paidWith: 'CASH' })).toEqual({
      label: 'Paid',
      tone: 'done',
    });
    expect(paymentState({ ...order, isPaid: true, paymentStatus: 'PAID', paidWith: 'UPI' })).toEqual({
      label: 'Paid by UPI',
      tone: 'done',
    });
    expect(paymentState({ ...order, isPaid: true, paymentStatus: 'PAID', paidWith: 'KHATA' })).toEqual({
      label: 'Paid from khata',
      tone: 'done',
    });
  });

  it('an order the store cancelled: nothing to pay, or the refund owed when it was paid', () => {
    expect(paymentState({ ...order, isCancelled: true })).toEqual({ label: 'Nothing to pay', tone: 'done' });
    expect(paymentState({ ...order, isCancelled: true, isPaid: true, paymentStatus: 'PAID', refundDue: 120 })).toEqual({
      label: 'Refund due',
      tone: 'bad',
    });
  });

  it('a PhonePe refund: requested, refunded or failed, for the amount asked', () => {
    const cancelledPaid = { ...order, isCancelled: true, isPaid: true, paymentStatus: 'PAID' as const, refundDue: 120 };
    const refund = (state: 'requested' | 'refunded' | 'failed') => ({
      ...cancelledPaid,
      refund: { amount: 120, state },
    });
    expect(paymentState(refund('requested'))).toEqual({ label: 'Refund requested', tone: 'warn' });
    expect(paymentState({ ...refund('refunded'), refundDue: null })).toEqual({ label: 'Refunded', tone: 'done' });
    expect(paymentState(refund('failed'))).toEqual({ label: 'Refund failed', tone: 'bad' });
    expect(refundSentence(refund('requested'))).toBe('₹120.00 refund requested');
    expect(refundSentence(refund('refunded'))).toBe('₹120.00 refunded');
    expect(refundSentence(refund('failed'))).toBe('Refund of ₹120.00 failed');
    expect(refundSentence({ refund: null })).toBeNull();
  });

  it('a part refunded on an order still going out (a line short at packing): still paid, unless the refund failed', () => {
    const paid = { ...order, isPaid: true, paymentStatus: 'PAID' as const, paidWith: 'PHONEPE' as const };
    expect(paymentState({ ...paid, refund: { amount: 40, state: 'requested' } })).toEqual({
      label: 'Paid',
      tone: 'done',
    });
    expect(paymentState({ ...paid, refund: { amount: 40, state: 'refunded' } })).toEqual({
      label: 'Paid',
      tone: 'done',
    });
    expect(paymentState({ ...paid, refund: { amount: 40, state: 'failed' } })).toEqual({
      label: 'Refund failed',
      tone: 'bad',
    });
  });

  it('the refund sentence in Hindi, with the amount as hi-IN writes it', async () => {
    await loadLocale('hi');
    const hindi = { say: translatorOf('hi'), locale: 'hi' as const };
    const refund = (state: 'requested' | 'refunded' | 'failed') => ({ refund: { amount: 120, state } });
    expect(refundSentence(refund('requested'), hindi)).toBe('₹120.00 का रिफ़ंड माँगा गया');
    expect(refundSentence(refund('refunded'), hindi)).toBe('₹120.00 का रिफ़ंड हो गया');
    expect(refundSentence(refund('failed'), hindi)).toBe('₹120.00 का रिफ़ंड नहीं हुआ');
  });
});
