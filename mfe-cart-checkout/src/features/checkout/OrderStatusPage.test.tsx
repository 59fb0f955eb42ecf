import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addToCart } from '@kirana/shared';
import { anOrder, fakeRealtime, mockApi, palmGroveB304, signedInStore, tomatoInCart } from '@kirana/shared/testing';
import { renderAt } from '../../testing';
import { leavePageFor } from './leavePage';
import { OrderStatusPage } from './OrderStatusPage';

const sockets = fakeRealtime();

jest.mock('./leavePage', () => ({ ...jest.requireActual<object>('./leavePage'), leavePageFor: jest.fn() }));

const ORDER_ID = '65f1a2b3c4d5e6f7a8b9c0d1';
const TRANSACTION = '65f1a2b3c4d5e6f7a8b9c0d2';
const PATH = `/orderstatus?transactionId=${TRANSACTION}&orderId=${ORDER_ID}`;

function order(createdAgoMs = 5_000) {
  return anOrder({ _id: ORDER_ID, totalPrice: 80, createdAt: new Date(Date.now() - createdAgoMs).toISOString() });
}

function withCart() {
  const store = signedInStore({ addresses: [palmGroveB304] });
  store.dispatch(addToCart(tomatoInCart));
  return store;
}

describe('order status after PhonePe', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => jest.useRealTimers());

  it('paid: says so, clears the cart and links to the order', async () => {
    const calls = mockApi((call) =>
      call.url.includes('verify-payment') ? { body: { status: 'paid', order: order() } } : { body: order() },
    );
    const store = withCart();
    renderAt(<OrderStatusPage />, store, PATH);
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    expect(screen.getByText('#D5E6F7A8B9C0D1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View order' })).toHaveAttribute('href', `/order/${ORDER_ID}`);
    expect(store.getState().cart.cartItems).toEqual([]);
    // No code in the answer, none shown.
    expect(screen.queryByRole('region', { name: 'Delivery code' })).not.toBeInTheDocument();
    expect(calls[0]!.url).toContain(`/api/orders//verify-payment?transactionId=${TRANSACTION}&orderId=${ORDER_ID}`);
  });

  it('paid: shows the delivery code the API sent, for the customer to tell the delivery partner', async () => {
    const paid = { ...order(), handoffCode: '0917' };
    mockApi((call) => ({ body: call.url.includes('verify-payment') ? { status: 'paid', order: paid } : paid }));
    renderAt(<OrderStatusPage />, withCart(), PATH);
    const code = await screen.findByRole('region', { name: 'Delivery code' });
    expect(code).toHaveTextContent(/^Delivery code09170 9 1 7Tell this code to the delivery partner at your door\./);
    expect(screen.getByRole('link', { name: 'View order' })).toBeInTheDocument();
  });

  it('pending: keeps checking on PhonePe’s schedule until it is paid', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    let answers = 0;
    const calls = mockApi((call) =>
      call.url.includes('verify-payment')
        ? { body: { status: answers++ < 1 ? 'pending' : 'paid', order: order(26_000) } }
        : { body: order(26_000) },
    );
    renderAt(<OrderStatusPage />, withCart(), PATH);
    expect(
      await screen.findByRole('heading', { name: 'Waiting for PhonePe to confirm your payment' }),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    // 26 s after the payment started the schedule says every 3 s.
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2_000);
    });
    expect(calls).toHaveLength(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1_500);
    });
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    expect(calls.filter((call) => call.url.includes('verify-payment'))).toHaveLength(2);
  });

  it('paid, then the store packs it or cancels it: the page follows, and never says "on its way" before it is', async () => {
    const paid = { ...order(), isPaid: true, paymentMethod: 'PHONEPE' as const, paymentStatus: 'PAID' as const };
    let current = paid;
    mockApi((call) => ({ body: call.url.includes('verify-payment') ? { status: 'paid', order: paid } : current }));
    renderAt(<OrderStatusPage />, withCart(), PATH);
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    expect(screen.getByText('We’re getting your order ready. We’ll deliver it in 30–35 minutes.')).toBeInTheDocument();
    expect(screen.queryByText(/on its way/)).not.toBeInTheDocument();
    await waitFor(() => expect(sockets.length).toBeGreaterThan(0));
    current = { ...paid, stage: 'out_for_delivery', pickedUpAt: new Date().toISOString() };
    act(() => sockets.at(-1)!.fire('orderUpdated', current));
    expect(await screen.findByText('Your order is on its way. We’ll deliver it in 30–35 minutes.')).toBeInTheDocument();
    expect(screen.getByText('Out for delivery')).toBeInTheDocument();

    current = {
      ...paid,
      stage: 'cancelled',
      isCancelled: true,
      cancelReason: 'Items are out of stock',
      refund: { amount: 80, state: 'requested' },
    };
    act(() => sockets.at(-1)!.fire('orderUpdated', current));
    expect(await screen.findByRole('heading', { name: 'Order cancelled' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'The store cancelled it: Items are out of stock. ₹80.00 refund requested: it usually reaches the account you paid from in 3–5 working days.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Payment successful' })).not.toBeInTheDocument();
  });

  it('failed: offers PhonePe again or cash on delivery for the same cart', async () => {
    const calls = mockApi((call) => {
      if (call.url.includes('verify-payment')) return { body: { status: 'failed', order: order() } };
      if (call.url.endsWith('/phonepe-order'))
        return {
          status: 201,
          body: { order: { _id: ORDER_ID }, redirectUrl: 'http://localhost:4000/dev/phonepe/pay/T2' },
        };
      return { status: 201, body: { _id: '65f1a2b3c4d5e6f7a8b9c0d9' } };
    });
    const store = withCart();
    renderAt(<OrderStatusPage />, store, PATH);
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeInTheDocument();
    expect(store.getState().cart.cartItems).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Try PhonePe again' }));
    await waitFor(() => expect(leavePageFor).toHaveBeenCalledWith('http://localhost:4000/dev/phonepe/pay/T2'));
    expect(calls.find((c) => c.url.endsWith('/phonepe-order'))!.body).toMatchObject({
      orderItems: [{ product: tomatoInCart._id, qty: 2 }],
      paymentMethod: 'PHONEPE',
    });
  });

  it('failed → cash on delivery places a new order from the same cart', async () => {
    mockApi((call) =>
      call.url.includes('verify-payment')
        ? { body: { status: 'failed', order: order() } }
        : { status: 201, body: { _id: '65f1a2b3c4d5e6f7a8b9c0d9' } },
    );
    const store = withCart();
    renderAt(<OrderStatusPage />, store, PATH);
    await userEvent.click(await screen.findByRole('button', { name: 'Pay cash on delivery instead' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/order/65f1a2b3c4d5e6f7a8b9c0d9'));
    expect(store.getState().cart.cartItems).toEqual([]);
  });

  it('someone else’s payment (404) is not shown', async () => {
    mockApi(() => ({ status: 404, body: { message: 'Order not found' } }));
    renderAt(<OrderStatusPage />, withCart(), PATH);
    expect(await screen.findByRole('heading', { name: 'We couldn’t find that payment' })).toBeInTheDocument();
  });
});
