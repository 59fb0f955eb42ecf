import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Order, setRuntimeConfig, switchLocale } from '@kirana/shared';
import { DELIVERY_ACTION_LABELS } from '@kirana/shared/extended';
import { anOrder, aTaxInvoice, fakeRealtime, mockApi as mockShopApi, type RecordedCall } from '@kirana/shared/testing';
import { renderAdminPage, setScreenWidth } from '../../testing';
import { cancelledToast } from './CancelOrderButton';
import { OrderDetailPage } from './OrderDetailPage';

const sockets = fakeRealtime();

/** What the detail page reads beside the order (its history, the team to assign from): nothing happened yet, nobody on the team. */
const teamReads = (call: RecordedCall) =>
  call.method === 'GET' && (call.location.pathname.endsWith('/timeline') || call.location.pathname === '/api/riders');
const mockApi: typeof mockShopApi = (answer, options) =>
  mockShopApi((call) => {
    if (teamReads(call)) return { body: call.location.pathname === '/api/riders' ? [] : { orderId: 'x', events: [] } };
    return typeof answer === 'function'
      ? answer(call)
      : (answer[call.route]?.(call) ?? { status: 404, body: { message: 'Not found' } });
  }, options);
beforeAll(() => setScreenWidth(1280));

const open = (id = anOrder()._id) =>
  renderAdminPage(<OrderDetailPage />, { pattern: '/order/:id', path: `/order/${id}` });
const handle = (label: string) => screen.getByRole('button', { name: `${label.trim()}: swipe right, or press Enter` });

/** The store's API for one order: GET answers it as it stands; deliver and pay change it (or fail with `fail`). */
function orderServer(
  start: Order,
  fail?: {
    deliver?: { status: number; body: unknown };
    pay?: { status: number; body: unknown };
    both?: { status: number; body: unknown };
  },
) {
  let order = start;
  const calls = mockApi(({ method, url, body }) => {
    const path = new URL(url).pathname;
    if (method === 'GET' && path === `/api/orders/${order._id}`) return { body: order };
    const at = new Date().toISOString();
    if (method === 'PUT' && path.endsWith('/deliver')) {
      if (fail?.deliver) return fail.deliver;
      order = { ...order, isDelivered: true, deliveredAt: at };
      return { body: order };
    }
    if (method === 'PUT' && path.endsWith('/pay')) {
      if (fail?.pay) return fail.pay;
      order = {
        ...order,
        isPaid: true,
        paidAt: at,
        paymentStatus: 'PAID',
        paidWith: (body as { method: 'CASH' | 'UPI' }).method,
      };
      return { body: order };
    }
    if (method === 'PUT' && path.endsWith('/deliver-and-pay')) {
      if (fail?.both) return fail.both;
      const method = (body as { method: 'CASH' | 'UPI' }).method;
      order = {
        ...order,
        isDelivered: true,
        deliveredAt: at,
        isPaid: true,
        paidAt: at,
        paymentStatus: 'PAID',
        paidWith: method,
      };
      return { body: order };
    }
    if (method === 'DELETE' && path.endsWith('/deliver-and-pay')) {
      order = { ...order, isDelivered: false, deliveredAt: null, isPaid: false, paidAt: null, paymentStatus: 'UNPAID' };
      return { body: order };
    }
    if (method === 'DELETE' && path.endsWith('/pay')) {
      order = { ...order, isPaid: false, paidAt: null, paymentStatus: 'UNPAID', paidWith: null };
      return { body: order };
    }
    if (method === 'DELETE' && path.endsWith('/deliver')) {
      order = { ...order, isDelivered: false, deliveredAt: null };
      return { body: order };
    }
    if (method === 'PUT' && path.endsWith('/cancel')) {
      order = {
        ...order,
        isCancelled: true,
        cancelReason: (body as { reason: string }).reason,
        refundDue: order.isPaid ? order.totalPrice : null,
      };
      return { body: order };
    }
    return { status: 404, body: { message: 'Not found' } };
  });
  return calls;
}
const described = (calls: RecordedCall[]) =>
  calls.filter((call) => !teamReads(call)).map((call) => `${call.method} ${new URL(call.url).pathname}`);

describe('admin order detail (/order/:id)', () => {
  it('shows a spinner while loading, then who, payment, items, address with directions, order number and bill', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    const calls = mockApi(() => new Promise((resolve) => (answer = resolve)));
    open();
    expect(screen.getByRole('status', { name: 'Loading the order' })).toBeInTheDocument();
    await waitFor(() => expect(calls).toHaveLength(1));
    answer({ body: anOrder() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Order #D5E6F7A8B9C0D1' })).toBeInTheDocument();
    expect(calls[0]!.url).toBe('http://localhost:4000/api/orders/65f1a2b3c4d5e6f7a8b9c0d1');
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer admin-token');

    const customer = within(screen.getByRole('region', { name: 'Customer' }));
    expect(customer.getByText('Asha')).toBeInTheDocument();
    expect(customer.getByRole('link', { name: 'Call +91 98765 43210, Asha' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    expect(customer.getByText('Cash on Delivery')).toBeInTheDocument();

    const items = within(screen.getByRole('region', { name: '3 items to pack' }));
    const milk = items.getAllByRole('listitem')[0]!;
    expect(within(milk).getByText('Toned Milk')).toBeInTheDocument();
    expect(within(milk).getByText('500 ml')).toBeInTheDocument();
    // Seen as '× 2'; heard as 'Quantity 2' (the × is hidden from screen readers, the word from sight).
    expect(within(milk).getByText('Quantity', { exact: false }).parentElement).toHaveTextContent(/^Quantity × 2$/);
    expect(within(milk).getByText('×', { exact: false })).toHaveAttribute('aria-hidden', 'true');
    expect(milk.querySelector('img')).toHaveAttribute('src', 'http://api.test/uploads/milk.svg');

    const address = within(screen.getByRole('region', { name: 'Delivery address' }));
    expect(address.getByText('B-304, Palm Grove, Wakad')).toBeInTheDocument();
    const directions = address.getByRole('link', { name: 'Directions to Palm Grove (opens maps)' });
    expect(directions).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=Palm%20Grove%2C%20Wakad',
    );
    expect(directions).toHaveAttribute('target', '_blank');

    const bill = within(screen.getByRole('region', { name: 'Bill summary' }));
    const row = (term: string) => bill.getByText(term).closest('div')!;
    expect(row('Item total')).toHaveTextContent('₹95.00');
    expect(row('Small cart fee')).toHaveTextContent(/^Small cart fee₹20$/);
    expect(row('Delivery fee')).toHaveTextContent('₹0');
    expect(row('Total bill')).toHaveTextContent('₹115.00');

    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/');
  });

  it('shows a small-cart fee the order did not charge struck out and 0, and shows the phone when the customer has no name', async () => {
    mockApi(() => ({
      body: anOrder({
        itemsPrice: 120,
        smallCartFee: 0,
        totalPrice: 120,
        user: { _id: 'cccccccccccccccccccccccc', name: '', phoneNumber: '9876543210' },
      }),
    }));
    open();
    const bill = within(await screen.findByRole('region', { name: 'Bill summary' }));
    expect(bill.getByText('Small cart fee').closest('div')).toHaveTextContent(/^Small cart fee₹20 waived ₹0$/);
    expect(bill.getByRole('deletion')).toHaveTextContent(/^₹20 waived$/);
    expect(bill.getByText('Total bill').closest('div')).toHaveTextContent('₹120.00');
    expect(
      within(screen.getByRole('region', { name: 'Customer' })).getByText('+91 98765 43210', { selector: 'p' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['unpaid and undelivered', {}, DELIVERY_ACTION_LABELS.deliverAndPay],
    [
      'paid online, not delivered',
      { paymentMethod: 'PHONEPE', paymentStatus: 'PAID', isPaid: true },
      DELIVERY_ACTION_LABELS.deliver,
    ],
    ['delivered, not paid', { isDelivered: true, deliveredAt: new Date().toISOString() }, DELIVERY_ACTION_LABELS.pay],
  ] as const)('%s: the slider reads "%s"', async (_, overrides, label) => {
    mockApi(() => ({ body: anOrder(overrides as Partial<Order>) }));
    open();
    expect(await screen.findByText(label.trim())).toBeInTheDocument();
    expect(handle(label)).toBeEnabled();
    expect(screen.getAllByRole('button', { name: /swipe right/ })).toHaveLength(1);
  });

  it('has no slider once delivered and paid', async () => {
    mockApi(() => ({
      body: anOrder({
        isDelivered: true,
        deliveredAt: new Date().toISOString(),
        isPaid: true,
        paidAt: new Date().toISOString(),
        paymentStatus: 'PAID',
      }),
    }));
    open();
    expect(await screen.findByText('Delivered and paid')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /swipe right/ })).not.toBeInTheDocument();
  });

  it('a cancelled order says so and has no slider', async () => {
    mockApi(() => ({ body: anOrder({ paymentMethod: 'PHONEPE', paymentStatus: 'FAILED', isCancelled: true }) }));
    open();
    expect(await screen.findByText('This order was cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /swipe right/ })).not.toBeInTheDocument();
  });

  it('Cancel order asks why, then cancels with that reason: the toast, the notice with the reason, no slider and no second cancel', async () => {
    const order = anOrder();
    const calls = orderServer(order);
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`Cancel order #${order.orderNumber}?`);
    expect(dialog).toHaveTextContent('Its items go back on the shelf');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Another reason' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await within(dialog).findByText('Write the reason')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox'), 'Rider is down with fever');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));

    expect(
      await screen.findByText(`Order #${order.orderNumber} cancelled. Its items are back in stock.`),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => [new URL(c.url).pathname, c.body])).toEqual([
      [`/api/orders/${order._id}/cancel`, { reason: 'Rider is down with fever' }],
    ]);
    expect(await screen.findByText('The store cancelled this order')).toBeInTheDocument();
    expect(screen.getByText(/Reason: Rider is down with fever\. Its items went back in stock\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /swipe right/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('in Hindi, the cancel dialog and the usual reasons read in Hindi, and the reason is sent as the store’s usual one', async () => {
    const order = anOrder({ isPaid: true, paidAt: new Date().toISOString(), paymentStatus: 'PAID' });
    const calls = orderServer(order);
    await switchLocale('hi');
    try {
      open();
      await userEvent.click(await screen.findByRole('button', { name: 'ऑर्डर रद्द करें' }));
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveTextContent('इसका सामान वापस शेल्फ़ पर जाता है');
      expect(dialog).toHaveTextContent(/उन्होंने ₹[\d,.]+ चुका दिए हैं/);
      expect(within(dialog).getByText('क्यों?')).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'ऑर्डर रहने दें' })).toBeInTheDocument();
      expect(within(dialog).getByRole('radio', { name: 'सामान स्टॉक में नहीं है' })).toBeChecked();
      expect(within(dialog).getByRole('radio', { name: 'कोई और कारण' })).toBeInTheDocument();
      expect(dialog).not.toHaveTextContent(/Keep order|Why\?|Another reason|Items are out of stock/);
      await userEvent.click(within(dialog).getByRole('button', { name: 'ऑर्डर रद्द करें' }));
      await waitFor(() =>
        expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
          { reason: 'Items are out of stock' },
        ]),
      );
      cleanup();
    } finally {
      await act(() => switchLocale('en'));
    }
  });

  it('cancelling a paid order says what is owed back, before and after', async () => {
    const order = anOrder({ isPaid: true, paidAt: new Date().toISOString(), paymentStatus: 'PAID' });
    orderServer(order);
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(/They have paid ₹[\d,.]+: the order will show its refund\./);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(
      await screen.findByText(/cancelled\. Its items are back in stock\. Refund ₹[\d,.]+ to the customer\./),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        /Reason: Items are out of stock\. Its items went back in stock\. Refund ₹[\d,.]+ to the customer\./,
      ),
    ).toBeInTheDocument();
  });

  it('a PhonePe refund: requested with a check that asks the server, then refunded; failed says to pay it back by hand', async () => {
    const paid = anOrder({
      paymentMethod: 'PHONEPE',
      isPaid: true,
      paidAt: new Date().toISOString(),
      paymentStatus: 'PAID',
      totalPrice: 245,
    });
    const requested = {
      ...paid,
      isCancelled: true,
      cancelReason: 'Items are out of stock',
      refundDue: 245,
      refund: { amount: 245, state: 'requested' as const },
    };
    let current: Order = requested;
    const calls = mockApi(({ method, url }) => {
      if (method === 'POST' && new URL(url).pathname === `/api/orders/${paid._id}/refund-check`)
        current = { ...requested, refundDue: null, refund: { amount: 245, state: 'refunded' } };
      return { body: current };
    });
    open(paid._id);
    expect(
      await screen.findByText(
        'Reason: Items are out of stock. Its items went back in stock. ₹245.00 refund requested from PhonePe.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Check refund' }));
    expect(
      await screen.findByText(
        'Reason: Items are out of stock. Its items went back in stock. ₹245.00 refunded to the customer.',
      ),
    ).toBeInTheDocument();
    expect(described(calls)).toContain(`POST /api/orders/${paid._id}/refund-check`);
    expect(screen.queryByRole('button', { name: 'Check refund' })).not.toBeInTheDocument();
  });

  it('the cancel toast reads the server’s answer: a refund asked of PhonePe, a refund due by hand, or none', () => {
    const cancelled = anOrder({ isCancelled: true, isPaid: true, paymentStatus: 'PAID', totalPrice: 245 });
    const head = `Order #${cancelled.orderNumber} cancelled. Its items are back in stock.`;
    expect(cancelledToast({ ...cancelled, refundDue: 245, refund: { amount: 245, state: 'requested' } })).toBe(
      `${head} ₹245.00 refund requested from PhonePe.`,
    );
    expect(cancelledToast({ ...cancelled, refundDue: 245, refund: null })).toBe(
      `${head} Refund ₹245.00 to the customer.`,
    );
    expect(cancelledToast({ ...cancelled, isPaid: false, refundDue: null })).toBe(head);
  });

  it('in Hindi: the cancel toast and the cancelled notice with its refund sentence', async () => {
    const order = anOrder({ paymentMethod: 'PHONEPE', isPaid: true, paymentStatus: 'PAID', totalPrice: 245 });
    const requested = {
      ...order,
      isCancelled: true,
      cancelReason: 'Items are out of stock',
      refundDue: 245,
      refund: { amount: 245, state: 'requested' as const },
    };
    mockApi(() => ({ body: requested }));
    await switchLocale('hi');
    try {
      expect(cancelledToast(requested)).toBe(
        `ऑर्डर #${order.orderNumber} रद्द हुआ। इसका सामान वापस स्टॉक में है। ₹245.00 का रिफ़ंड माँगा गया (PhonePe से)।`,
      );
      expect(cancelledToast({ ...requested, refund: null })).toMatch(/ग्राहक को ₹245.00 लौटाएँ।$/);
      open(order._id);
      expect(
        await screen.findByText(/इसका सामान वापस स्टॉक में चला गया। ₹245.00 का रिफ़ंड माँगा गया \(PhonePe से\)।$/),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'रिफ़ंड जाँचें' })).toBeInTheDocument();
      cleanup();
    } finally {
      await act(() => switchLocale('en'));
    }
  });

  it('a failed PhonePe refund tells the store to pay it back itself', async () => {
    const paid = anOrder({
      paymentMethod: 'PHONEPE',
      isPaid: true,
      paidAt: new Date().toISOString(),
      paymentStatus: 'PAID',
      totalPrice: 245,
    });
    mockApi(() => ({
      body: {
        ...paid,
        isCancelled: true,
        cancelReason: 'Items are out of stock',
        refundDue: 245,
        refund: { amount: 245, state: 'failed' },
      },
    }));
    open(paid._id);
    expect(
      await screen.findByText(
        /Refund of ₹245\.00 failed: PhonePe could not pay it back, so refund ₹245\.00 to the customer yourself\./,
      ),
    ).toBeInTheDocument();
  });

  it('a delivered order offers no Cancel order', async () => {
    mockApi(() => ({ body: anOrder({ isDelivered: true, deliveredAt: new Date().toISOString() }) }));
    open();
    await screen.findByText('Mark as Paid');
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('Mark as Delivered: the deliver call, its answer shown at once (nothing relayed, nothing read again), the toast, then success and no slider', async () => {
    const order = anOrder({
      paymentMethod: 'PHONEPE',
      paymentStatus: 'PAID',
      isPaid: true,
      paidAt: new Date().toISOString(),
    });
    const calls = orderServer(order);
    open();
    await screen.findByText('Mark as Delivered');
    await waitFor(() => expect(sockets).toHaveLength(1));
    await userEvent.type(handle('Mark as Delivered'), '{Enter}');

    expect(await screen.findByText('Order marked as delivered')).toBeInTheDocument();
    // The server tells the customer and the other admins after it commits; the page emits nothing.
    expect(sockets[0]!.emitted).toEqual([]);
    await waitFor(() =>
      expect(described(calls)).toEqual([`GET /api/orders/${order._id}`, `PUT /api/orders/${order._id}/deliver`]),
    );
    expect(screen.getByText('Done')).toBeInTheDocument();
    expect(await screen.findByText('Delivered and paid', undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /swipe right/ })).not.toBeInTheDocument();
  });

  it('Mark as Paid & Delivered: one request, one toast, nothing emitted', async () => {
    const order = anOrder();
    const calls = orderServer(order);
    open();
    await screen.findByText('Mark as Paid & Delivered');
    await waitFor(() => expect(sockets).toHaveLength(1));
    await userEvent.type(handle(DELIVERY_ACTION_LABELS.deliverAndPay), '{Enter}');

    expect(await screen.findByText('Payment successful and order updated!')).toBeInTheDocument();
    const writes = described(calls).filter((call) => !call.startsWith('GET'));
    expect(writes).toEqual([`PUT /api/orders/${order._id}/deliver-and-pay`]);
    // Cash unless the admin says UPI.
    expect(calls.to(`PUT /api/orders/${order._id}/deliver-and-pay`)[0]!.body).toEqual({ method: 'CASH' });
    expect(sockets[0]!.emitted).toEqual([]);
    expect(await screen.findByText('Delivered and paid', undefined, { timeout: 3000 })).toBeInTheDocument();
  });

  it('Undo, for 10 s after a swipe: takes back both marks in one request, and the slider is back', async () => {
    const order = anOrder();
    const calls = orderServer(order);
    open();
    await screen.findByText('Mark as Paid & Delivered');
    await waitFor(() => expect(sockets).toHaveLength(1));
    await userEvent.type(handle(DELIVERY_ACTION_LABELS.deliverAndPay), '{Enter}');
    const offer = await screen.findByRole('button', { name: /^Undo \((10|9) seconds left\)$/ });
    expect(screen.getByText('Marked as paid and delivered.')).toBeInTheDocument();
    await userEvent.click(offer);
    expect(await screen.findByText('Undone: the order is as it was before the swipe')).toBeInTheDocument();
    const undos = described(calls).filter((call) => call.startsWith('DELETE'));
    expect(undos).toEqual([`DELETE /api/orders/${order._id}/deliver-and-pay`]);
    expect(sockets[0]!.emitted).toEqual([]);
    expect(await screen.findByText('Mark as Paid & Delivered', undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument();
  });

  it('the Undo offer goes away by itself after 10 s', async () => {
    const order = anOrder({ isDelivered: true, deliveredAt: new Date().toISOString() });
    orderServer(order);
    open();
    await screen.findByText('Mark as Paid');
    await userEvent.type(handle('Mark as Paid'), '{Enter}');
    await screen.findByRole('button', { name: /^Undo/ });
    // The clock jumps 10.5 s ahead.
    const realNow = Date.now.bind(Date);
    jest.spyOn(Date, 'now').mockImplementation(() => realNow() + 10_500);
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument(), {
      timeout: 2000,
    });
    jest.restoreAllMocks();
  });

  it('Mark as Paid on a delivered order: the pay call and its toast', async () => {
    const order = anOrder({ isDelivered: true, deliveredAt: new Date().toISOString() });
    const calls = orderServer(order);
    open();
    await screen.findByText('Mark as Paid');
    await userEvent.type(handle('Mark as Paid'), '{Enter}');
    expect(await screen.findByText('Payment successful and order updated!')).toBeInTheDocument();
    expect(screen.queryByText('Order marked as delivered')).not.toBeInTheDocument();
    expect(described(calls).filter((call) => call.startsWith('PUT'))).toEqual([`PUT /api/orders/${order._id}/pay`]);
  });

  it('paid by UPI at the door: the store’s UPI QR and link for the exact amount, then Mark as Paid records UPI', async () => {
    setRuntimeConfig({ storeUpiId: 'kirananow@okaxis', storeUpiName: 'Kirana Now' });
    try {
      const order = anOrder({ isDelivered: true, deliveredAt: new Date().toISOString(), totalPrice: 115 });
      const calls = orderServer(order);
      open();
      const upi = within(await screen.findByRole('region', { name: 'Pay by UPI' }));
      expect(upi.getByRole('link', { name: 'Pay ₹115.00 by UPI' })).toHaveAttribute(
        'href',
        `upi://pay?pa=kirananow%40okaxis&pn=Kirana%20Now&am=115.00&cu=INR&tn=Order%20${order.orderNumber}`,
      );
      expect(upi.getByRole('img', { name: 'QR code: pay ₹115.00 by UPI to kirananow@okaxis' })).toBeInTheDocument();
      await userEvent.click(within(screen.getByRole('radiogroup', { name: 'Paid with' })).getByText('UPI'));
      await userEvent.type(handle('Mark as Paid'), '{Enter}');
      expect(await screen.findByText('Payment successful and order updated!')).toBeInTheDocument();
      expect(calls.find((call) => call.url.endsWith('/pay'))!.body).toEqual({ method: 'UPI' });
      // Paid: no more QR, and the payment reads as UPI.
      await waitFor(() => expect(screen.queryByRole('region', { name: 'Pay by UPI' })).not.toBeInTheDocument());
      expect(within(screen.getByRole('region', { name: 'Customer' })).getByText(/Paid by UPI/)).toBeInTheDocument();
    } finally {
      setRuntimeConfig({ storeUpiId: undefined, storeUpiName: undefined });
    }
  });

  it('no UPI id configured, or a PhonePe order: no Pay by UPI', async () => {
    mockApi(() => ({ body: anOrder() }));
    open();
    await screen.findByText('Mark as Paid & Delivered');
    expect(screen.queryByRole('region', { name: 'Pay by UPI' })).not.toBeInTheDocument();
  });

  it('a refused Paid & Delivered toasts the server’s message, changes nothing, and the slider springs back', async () => {
    const order = anOrder();
    orderServer(order, {
      both: {
        status: 409,
        body: { message: 'This order was cancelled, so it cannot be marked paid and delivered.' },
      },
    });
    open();
    await screen.findByText('Mark as Paid & Delivered');
    await userEvent.type(handle(DELIVERY_ACTION_LABELS.deliverAndPay), '{Enter}');
    expect(
      await screen.findByText('This order was cancelled, so it cannot be marked paid and delivered.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Order marked as delivered')).not.toBeInTheDocument();
    expect(screen.queryByText('Done')).not.toBeInTheDocument();
    // Both marks or neither: the same slider is offered again.
    expect(handle(DELIVERY_ACTION_LABELS.deliverAndPay)).toBeEnabled();
  });

  it('without a message from the server the toast says what went wrong', async () => {
    const order = anOrder({ isDelivered: true, deliveredAt: new Date().toISOString() });
    mockApi(({ method }) => {
      if (method === 'PUT') throw new TypeError('Failed to fetch');
      return { body: order };
    });
    open();
    await screen.findByText('Mark as Paid');
    await userEvent.type(handle('Mark as Paid'), '{Enter}');
    expect(
      await screen.findByText('Could not reach the store. Check your connection and try again.'),
    ).toBeInTheDocument();
  });

  it('changes live when orderUpdated arrives (another admin delivered it)', async () => {
    const order = anOrder();
    mockApi(() => ({ body: order }));
    open();
    await screen.findByText('Mark as Paid & Delivered');
    await waitFor(() => expect(sockets).toHaveLength(1));
    act(() =>
      sockets[0]!.fire('orderUpdated', {
        ...order,
        stage: 'delivered',
        isDelivered: true,
        deliveredAt: new Date().toISOString(),
      }),
    );
    expect(await screen.findByText('Mark as Paid')).toBeInTheDocument();
  });

  it('a load error shows a danger alert with Retry', async () => {
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

  it('an unknown order shows the server’s message without Retry', async () => {
    mockApi(() => ({ status: 404, body: { message: 'Order not found' } }));
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Order not found');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/');
  });

  it('an address that is no order id asks the server nothing', async () => {
    const calls = mockApi(() => ({ body: anOrder() }));
    open('not-an-order');
    expect(await screen.findByRole('alert')).toHaveTextContent('Order not found');
    expect(calls).toHaveLength(0);
  });
});

describe('packing and a short shelf', () => {
  it('Start packing; while packing, a short item is marked with how many there are, and the bill falls by the rest', async () => {
    let order = anOrder();
    const calls = mockApi(({ method, url, body }) => {
      const path = new URL(url).pathname;
      if (method === 'GET' && path === `/api/orders/${order._id}`) return { body: order };
      if (method === 'PUT' && path.endsWith('/packing')) {
        order = { ...order, stage: 'packing', packingAt: new Date().toISOString() };
        return { body: order };
      }
      if (method === 'PUT' && path.includes('/lines/')) {
        const { qty } = body as { qty: number };
        const [milk, bread] = order.orderItems;
        order = {
          ...order,
          orderItems: [{ ...milk!, qty }, bread!],
          itemsPrice: 40 + qty * 27.5,
          totalPrice: 60 + qty * 27.5,
          amountDue: 60 + qty * 27.5,
        };
        return { body: order };
      }
      return { status: 404, body: { message: 'Not found' } };
    });
    open(order._id);
    await userEvent.click(await screen.findByRole('button', { name: 'Start packing' }));
    await waitFor(() => expect(calls.some((call) => call.url.endsWith('/packing'))).toBe(true));
    // The next step is a button of its own, named by its words alone (no spinner left over from the
    // step before), and the keyboard's place moves to it.
    const packed = await screen.findByRole('button', { name: 'Packed' });
    await waitFor(() => expect(packed).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Start packing' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Toned Milk: short' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('How many Toned Milk do you have?');
    expect(dialog).toHaveTextContent('The order has 2. What you do not have comes off the bill: ₹27.50 each.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((call) => call.url.includes('/lines/'))).toHaveLength(1));
    const sent = calls.find((call) => call.url.includes('/lines/'))!;
    expect(new URL(sent.url).pathname).toBe(`/api/orders/${order._id}/lines/0123456789abcdef01234567`);
    expect(sent.body).toEqual({ qty: 0 });
    expect(await screen.findByText('Not available: the shop was out of it')).toBeInTheDocument();
    expect(await screen.findByText('Toned Milk marked not available: ₹55.00 less on the bill.')).toBeInTheDocument();
  });

  it('a PhonePe-paid order can be marked short too: the rest is refunded to the customer’s PhonePe; one paid at the door cannot', async () => {
    let order = anOrder({
      stage: 'packing',
      paymentMethod: 'PHONEPE',
      paymentStatus: 'PAID',
      isPaid: true,
      paidWith: 'PHONEPE',
      paidAt: new Date().toISOString(),
      amountDue: 0,
    });
    mockApi(({ method, url }) => {
      const path = new URL(url).pathname;
      if (method === 'GET' && path === `/api/orders/${order._id}`) return { body: order };
      if (method === 'PUT' && path.includes('/lines/')) {
        const [milk, bread] = order.orderItems;
        order = { ...order, orderItems: [{ ...milk!, qty: 0 }, bread!], refund: { amount: 55, state: 'requested' } };
        return { body: order };
      }
      return { status: 404, body: { message: 'Not found' } };
    });
    open(order._id);
    expect(
      await screen.findByText(
        'Shelf short of something? Say how many you have; the rest is refunded to the customer’s PhonePe.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Toned Milk: short' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Toned Milk marked not available: ₹55.00 less on the bill. ₹55.00 is refunded to the customer’s PhonePe.',
      ),
    ).toBeInTheDocument();
    cleanup();

    const atDoor = anOrder({
      stage: 'packing',
      paymentStatus: 'PAID',
      isPaid: true,
      paidWith: 'CASH',
      paidAt: new Date().toISOString(),
      amountDue: 0,
    });
    mockApi(() => ({ body: atDoor }));
    open(atDoor._id);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Toned Milk: short' })).not.toBeInTheDocument();
  });

  it('beside the packing button: Print bill prints the bill as the server has it (its number to come), Download PDF beside it', async () => {
    const order = anOrder();
    const printed: string[] = [];
    jest.spyOn(window, 'print').mockImplementation(() => {
      printed.push(document.querySelector('body > .kn-bill-print')?.textContent ?? '');
    });
    mockApi(({ method, location }) => {
      if (method === 'GET' && location.pathname === `/api/orders/${order._id}`) return { body: order };
      if (method === 'GET' && location.pathname === `/api/orders/${order._id}/bill`)
        return { body: aTaxInvoice({ number: null, issuedAt: null }) };
      return { status: 404, body: { message: 'Not found' } };
    });
    open(order._id);
    const packing = await screen.findByRole('button', { name: 'Start packing' });
    const beside = within(packing.closest<HTMLElement>('.kn-adm-detail-cancel')!);
    expect(beside.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    await userEvent.click(beside.getByRole('button', { name: 'Print bill' }));
    await waitFor(() => expect(printed).toHaveLength(1));
    expect(printed[0]).toContain('Invoice number: given at delivery');
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(document.querySelector('.kn-bill-print')).toBeNull();
  });
});
