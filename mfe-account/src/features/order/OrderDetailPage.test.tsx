import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { orderNumber, setRuntimeConfig, switchLocale } from '@kirana/shared';
import { anOrder, fakeRealtime, mockApi } from '@kirana/shared/testing';
import { renderPage } from '../../testing';
import { OrderDetailPage } from './OrderDetailPage';
import { cancelledDetail, orderSteps } from './OrderProgress';

const sockets = fakeRealtime();
const open = (id = anOrder()._id) => renderPage(<OrderDetailPage />, { pattern: '/order/:id', path: `/order/${id}` });

describe('order detail (order/:id)', () => {
  it('shows a spinner while loading, then the order: number, items, address, bill and payment', async () => {
    const order = anOrder();
    let answer: (value: { body: unknown }) => void = () => undefined;
    const calls = mockApi(() => new Promise((resolve) => (answer = resolve)));
    open();
    expect(screen.getByRole('status', { name: 'Loading your order' })).toBeInTheDocument();
    await waitFor(() => expect(calls).toHaveLength(1));
    answer({ body: order });

    // Characters 11–24 of the id, uppercased, whatever the server's field says.
    expect(orderNumber(order._id)).toBe('D5E6F7A8B9C0D1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #D5E6F7A8B9C0D1' })).toBeInTheDocument();
    expect(calls[0]!.url).toBe(`http://localhost:4000/api/orders/${order._id}`);

    const items = within(screen.getByRole('region', { name: '3 items in this order' }));
    const milk = items.getAllByRole('listitem')[0]!;
    expect(within(milk).getByText('Toned Milk')).toBeInTheDocument();
    expect(within(milk).getByText('500 ml')).toBeInTheDocument();
    // Seen as '× 2'; heard as 'Quantity 2' (the × is hidden from screen readers, the word from sight).
    expect(within(milk).getByText('Quantity', { exact: false }).parentElement).toHaveTextContent(/^Quantity × 2$/);
    expect(within(milk).getByText('×', { exact: false })).toHaveAttribute('aria-hidden', 'true');
    expect(within(milk).getByText('₹55.00')).toBeInTheDocument();
    expect(milk.querySelector('img')).toHaveAttribute('src', 'http://api.test/uploads/milk.svg');
    // Reorder sits with the items (what it does is ReorderButton.test.tsx's).
    expect(items.getByRole('button', { name: 'Reorder order #D5E6F7A8B9C0D1' })).toBeEnabled();

    expect(
      within(screen.getByRole('region', { name: 'Delivery address' })).getByText('B-304, Palm Grove, Wakad'),
    ).toBeInTheDocument();
    const bill = within(screen.getByRole('region', { name: 'Bill summary' }));
    const row = (term: string) => bill.getByText(term).closest('div')!;
    expect(row('Item total')).toHaveTextContent('₹95.00');
    expect(row('Small cart fee')).toHaveTextContent(/^Small cart fee₹20$/);
    expect(row('Delivery fee')).toHaveTextContent('₹0');
    expect(row('Total bill')).toHaveTextContent('₹115.00');
    expect(screen.getByText('Cash on Delivery')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /My orders/ })).toHaveAttribute('href', '/account/orders');
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      '/support?order=D5E6F7A8B9C0D1',
    );
  });

  it('shows a small-cart fee the order did not charge as the cart did: 20 struck out and 0', async () => {
    mockApi(() => ({ body: anOrder({ itemsPrice: 120, smallCartFee: 0, totalPrice: 120 }) }));
    open();
    const bill = within(await screen.findByRole('region', { name: 'Bill summary' }));
    expect(bill.getByText('Small cart fee').closest('div')).toHaveTextContent(/^Small cart fee₹20 waived ₹0$/);
    expect(bill.getByRole('deletion')).toHaveTextContent(/^₹20 waived$/);
    expect(bill.getByText('Total bill').closest('div')).toHaveTextContent('₹120.00');
  });

  it('follows the stages: packing is the step under way, then out for delivery with the rider’s first name and a Call button', async () => {
    const packing = anOrder({ stage: 'packing', packingAt: new Date().toISOString() });
    expect(orderSteps(packing).map((step) => [step.label, step.state])).toEqual([
      ['Order placed', 'done'],
      ['Packing', 'current'],
      ['Out for delivery', 'todo'],
      ['Delivered', 'todo'],
      ['Pay on delivery', 'todo'],
    ]);
    const out = anOrder({
      stage: 'out_for_delivery',
      packedAt: new Date().toISOString(),
      pickedUpAt: new Date().toISOString(),
      rider: { _id: '65f1a2b3c4d5e6f7a8b9c0e1', name: 'Suresh Kumar', phoneNumber: '9812390001' },
    });
    mockApi(() => ({ body: out }));
    open(out._id);
    expect(await screen.findByRole('heading', { name: 'Suresh is on the way' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call Suresh' })).toHaveAttribute('href', 'tel:+919812390001');
    expect(orderSteps(out).map((step) => [step.label, step.state])).toEqual([
      ['Order placed', 'done'],
      ['Packed', 'done'],
      ['Out for delivery', 'current'],
      ['Delivered', 'todo'],
      ['Pay on delivery', 'todo'],
    ]);
  });

  it('a paid order the shop was short of something for says the refund in its payment step', () => {
    const paid = anOrder({
      stage: 'packing',
      paymentMethod: 'PHONEPE',
      paymentStatus: 'PAID',
      isPaid: true,
      paidWith: 'PHONEPE',
      paidAt: new Date().toISOString(),
      refund: { amount: 40, state: 'requested' },
    });
    expect(orderSteps(paid)[1]).toEqual({
      label: 'Paid with PhonePe',
      state: 'done',
      detail: '₹40.00 refund requested: it usually reaches the account you paid from in 3–5 working days.',
    });
    expect(orderSteps({ ...paid, refund: { amount: 40, state: 'refunded' } })[1]!.detail).toBe(
      '₹40.00 refunded to the account you paid from.',
    );
  });

  it('turns to Delivered the moment orderUpdated arrives, without reading the order again', async () => {
    const order = anOrder();
    const calls = mockApi(() => ({ body: order }));
    open();
    expect(await screen.findByRole('heading', { name: 'Order placed' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Order placed');
    expect(screen.getByText('Arriving in ~12 min')).toBeInTheDocument();
    await waitFor(() => expect(sockets).toHaveLength(1));

    const deliveredAt = new Date().toISOString();
    act(() =>
      sockets[0]!.fire('orderUpdated', {
        ...order,
        stage: 'delivered',
        isDelivered: true,
        deliveredAt,
        isPaid: true,
        paidAt: deliveredAt,
        paymentStatus: 'PAID',
      }),
    );
    expect(await screen.findByRole('heading', { name: /^Delivered at / })).toBeInTheDocument();
    expect(screen.queryByText(/Arriving in/)).not.toBeInTheDocument();
    expect(screen.getByText('Paid', { selector: '.kn-acc-step__label' })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('shows the delivery code the API sent while the order is open, heard digit by digit, and drops it once delivered', async () => {
    const order = anOrder({ handoffCode: '0429' });
    mockApi(() => ({ body: order }));
    open(order._id);
    const card = await screen.findByRole('region', { name: 'Delivery code' });
    // Seen as 0429; heard as "0 4 2 9", not as a number.
    expect(within(card).getByText('0429')).toHaveAttribute('aria-hidden', 'true');
    expect(within(card).getByText('0 4 2 9')).toHaveClass('kn-ui-visually-hidden');
    expect(card).toHaveTextContent('Tell this code to the delivery partner at your door.');
    await waitFor(() => expect(sockets).toHaveLength(1));

    const deliveredAt = new Date().toISOString();
    act(() => sockets[0]!.fire('orderUpdated', { ...order, stage: 'delivered', isDelivered: true, deliveredAt }));
    expect(await screen.findByRole('heading', { name: /^Delivered at / })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Delivery code' })).not.toBeInTheDocument();
    expect(screen.queryByText('0429')).not.toBeInTheDocument();
  });

  it('shows no delivery code on a cancelled order, nor when the API sent none', async () => {
    let answer = anOrder({ handoffCode: '0429', isCancelled: true, cancelReason: 'Items are out of stock' });
    mockApi(() => ({ body: answer }));
    open();
    expect(await screen.findByRole('heading', { name: 'Order cancelled' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Delivery code' })).not.toBeInTheDocument();
    expect(screen.queryByText(/0429|0 4 2 9/)).not.toBeInTheDocument();
    cleanup();

    // An open order read without a code (the API gives it to the order's customer only): nothing made up.
    answer = anOrder({ handoffCode: null });
    open();
    expect(await screen.findByRole('heading', { name: 'Order placed' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Delivery code' })).not.toBeInTheDocument();
  });

  it('the delivery code’s words in Hindi when Hindi is shown', async () => {
    mockApi(() => ({ body: anOrder({ handoffCode: '0429' }) }));
    await act(() => switchLocale('hi'));
    try {
      open();
      const card = await screen.findByRole('region', { name: 'डिलीवरी कोड' });
      expect(card).toHaveTextContent('दरवाज़े पर डिलीवरी पार्टनर को यह कोड बताएँ।');
      expect(within(card).getByText('0429')).toBeInTheDocument();
    } finally {
      await act(() => switchLocale('en'));
    }
  });

  it('reads the order again after the socket reconnects, so a change it missed shows', async () => {
    let delivered = false;
    const calls = mockApi(() => ({
      body: anOrder(delivered ? { isDelivered: true, deliveredAt: new Date().toISOString() } : {}),
    }));
    open();
    await screen.findByRole('heading', { name: 'Order placed' });
    await waitFor(() => expect(sockets).toHaveLength(1));
    act(() => sockets[0]!.fire('connect'));
    delivered = true;
    act(() => sockets[0]!.fire('connect'));
    expect(await screen.findByRole('heading', { name: /^Delivered at / })).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });

  it('an order cancelled by a failed PhonePe payment says so', async () => {
    mockApi(() => ({ body: anOrder({ paymentMethod: 'PHONEPE', paymentStatus: 'FAILED', isCancelled: true }) }));
    open();
    expect(await screen.findByRole('heading', { name: 'Order cancelled' })).toBeInTheDocument();
    expect(screen.getByText(/The PhonePe payment did not go through\. Nothing was charged\./)).toBeInTheDocument();
    expect(screen.queryByText(/Arriving in/)).not.toBeInTheDocument();
  });

  it('turns Cancelled the moment the store cancels it, with the store’s reason and the refund owed', async () => {
    const order = anOrder({ isPaid: true, paidAt: new Date().toISOString(), paymentStatus: 'PAID', totalPrice: 245 });
    mockApi(() => ({ body: order }));
    open(order._id);
    await screen.findByRole('heading', { name: 'Order placed' });
    await waitFor(() => expect(sockets).toHaveLength(1));
    act(() =>
      sockets[0]!.fire('orderUpdated', {
        ...order,
        stage: 'cancelled',
        isCancelled: true,
        cancelReason: 'Items are out of stock',
        refundDue: 245,
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Order cancelled' })).toBeInTheDocument();
    expect(
      screen.getByText('The store cancelled it: Items are out of stock. Your ₹245.00 will be refunded.'),
    ).toBeInTheDocument();
  });

  it('a PhonePe refund shows requested, then refunded, live', async () => {
    const order = anOrder({
      paymentMethod: 'PHONEPE',
      isPaid: true,
      paidAt: new Date().toISOString(),
      paymentStatus: 'PAID',
      totalPrice: 245,
    });
    const cancelled = {
      ...order,
      stage: 'cancelled' as const,
      isCancelled: true,
      cancelReason: 'Items are out of stock',
      refundDue: 245,
      refund: { amount: 245, state: 'requested' as const },
    };
    mockApi(() => ({ body: cancelled }));
    open(order._id);
    expect(
      await screen.findByText(
        'The store cancelled it: Items are out of stock. ₹245.00 refund requested: it usually reaches the account you paid from in 3–5 working days.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(sockets.length).toBeGreaterThan(0));
    act(() =>
      sockets
        .at(-1)!
        .fire('orderUpdated', { ...cancelled, refundDue: null, refund: { amount: 245, state: 'refunded' } }),
    );
    expect(
      await screen.findByText(
        'The store cancelled it: Items are out of stock. ₹245.00 refunded to the account you paid from.',
      ),
    ).toBeInTheDocument();
  });

  it('an unpaid cash order offers Pay by UPI to the store’s UPI id, for the exact amount; a paid one does not', async () => {
    setRuntimeConfig({ storeUpiId: 'kirananow@okaxis' });
    try {
      const order = anOrder({ totalPrice: 115 });
      mockApi(() => ({ body: order }));
      open(order._id);
      const upi = within(await screen.findByRole('region', { name: 'Pay by UPI' }));
      expect(upi.getByRole('link', { name: 'Pay ₹115.00 by UPI' })).toHaveAttribute(
        'href',
        'upi://pay?pa=kirananow%40okaxis&pn=Kirana%20Now&am=115.00&cu=INR&tn=Order%20D5E6F7A8B9C0D1',
      );
      expect(upi.getByRole('img', { name: /^QR code: pay ₹115\.00 by UPI/ })).toBeInTheDocument();
      await waitFor(() => expect(sockets.length).toBeGreaterThan(0));
      act(() =>
        sockets.at(-1)!.fire('orderUpdated', {
          ...order,
          isPaid: true,
          paidAt: new Date().toISOString(),
          paymentStatus: 'PAID',
          paidWith: 'UPI',
        }),
      );
      await waitFor(() => expect(screen.queryByRole('region', { name: 'Pay by UPI' })).not.toBeInTheDocument());
      expect(screen.getAllByText('Paid by UPI').length).toBeGreaterThan(0);
    } finally {
      setRuntimeConfig({ storeUpiId: undefined });
    }
  });

  it('someone else’s or a missing order shows a danger alert with the server’s message', async () => {
    mockApi(() => ({ status: 404, body: { message: 'Order not found' } }));
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Order not found');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /My orders/ })).toHaveAttribute('href', '/account/orders');
  });

  it('a failed load can be retried', async () => {
    let fail = true;
    mockApi(() =>
      fail ? { status: 503, body: { message: 'The store is busy. Please try again.' } } : { body: anOrder() },
    );
    open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The store is busy. Please try again.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #D5E6F7A8B9C0D1' })).toBeInTheDocument();
  });

  it('an address that is not an order id asks nothing of the server', async () => {
    const calls = mockApi(() => ({ body: anOrder() }));
    open('not-an-order');
    expect(await screen.findByRole('alert')).toHaveTextContent('Order not found');
    expect(calls).toHaveLength(0);
  });

  it('the refund sentence in Hindi when Hindi is shown', async () => {
    const order = anOrder({ paymentMethod: 'PHONEPE', isPaid: true, paymentStatus: 'PAID', totalPrice: 245 });
    const cancelled = {
      ...order,
      isCancelled: true,
      cancelReason: null,
      refund: { amount: 245, state: 'refunded' as const },
    };
    expect(cancelledDetail(cancelled)).toContain('₹245.00 refunded to the account you paid from.');
    await switchLocale('hi');
    try {
      expect(cancelledDetail(cancelled)).toContain('₹245.00 का रिफ़ंड हो गया');
      expect(cancelledDetail(cancelled)).not.toMatch(/Refund/);
    } finally {
      await act(() => switchLocale('en'));
    }
  });
});
