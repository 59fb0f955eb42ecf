import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type SignInSms, switchLocale } from '@kirana/shared';
import { anOrder, aPage, asha, mockApi } from '@kirana/shared/testing';
import { renderAdminPage, setScreenWidth } from '../../testing';
import { CustomerPage } from './CustomerPage';

/** One of Asha's orders as `GET /api/orders/` answers it. */
const ashaOrder = (overrides: Parameters<typeof anOrder>[0] = {}) =>
  anOrder({ user: { _id: asha._id, name: asha.name, phoneNumber: asha.phoneNumber }, ...overrides });

// antd picks its layout by screen width: a desk unless a test says phone.
beforeEach(() => setScreenWidth(1280));

const open = (id: string = asha._id) =>
  renderAdminPage(<CustomerPage />, {
    pattern: '/customers/:id',
    path: `/customers/${id}`,
    elsewhere: ['/customers', '/customer', '/order/:id'],
  });

function answer(
  orders = [
    ashaOrder(),
    ashaOrder({
      _id: '65f1a2b3c4d5e6f7a8b9c0d2',
      orderNumber: 'D5E6F7A8B9C0D2',
      isDelivered: true,
      isPaid: true,
      paymentStatus: 'PAID',
    }),
  ],
  total = orders.length,
  lastSend: SignInSms | null = null,
) {
  return mockApi(({ url }) => {
    const { pathname, searchParams } = new URL(url);
    if (pathname === `/api/users/${asha._id}`) return { body: asha };
    if (pathname === `/api/users/${asha._id}/sign-in-sms`) return { body: { lastSend } };
    if (pathname === `/api/users/${asha._id}/khata`)
      return { body: { owedPaise: 0, creditPaise: 0, balanceDuePaise: 0, unpaidOrders: 0, orders: [], payments: [] } };
    if (pathname === '/api/orders/')
      return { body: aPage(orders, { page: Number(searchParams.get('page')), pageSize: 10, total }) };
    return { status: 404, body: { message: 'Customer not found' } };
  });
}

describe('customer page', () => {
  it('says who they are: name, phone with call and WhatsApp links, joined date, orders, total spent and addresses', async () => {
    answer();
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Patil' })).toBeInTheDocument();
    // The rest of the card may draw a moment after the name when the machine is busy.
    expect(await screen.findByRole('link', { name: 'Call +91 98765 43210, Asha Patil' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    expect(await screen.findByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/919876543210');
    expect(await screen.findByText('5 Jan 2026')).toBeInTheDocument();
    expect(await screen.findByText('₹1,234.50')).toBeInTheDocument();
    // Each saved address is an item of the addresses list (an order below may name one too, once its list has come).
    for (const address of ['B-304, Palm Grove, Wakad', 'A-1201, Baner Heights, Baner']) {
      expect((await screen.findAllByText(address)).some((element) => element.tagName === 'LI')).toBe(true);
    }
  });

  it('lists their orders (cancelled ones too), each linking to the admin’s order page with its delivery and payment status', async () => {
    const calls = answer();
    open();
    const open1 = (await screen.findByRole('link', { name: 'Order #D5E6F7A8B9C0D1' })).closest('li')!;
    expect(screen.getByRole('link', { name: 'Order #D5E6F7A8B9C0D1' })).toHaveAttribute(
      'href',
      '/order/65f1a2b3c4d5e6f7a8b9c0d1',
    );
    expect(within(open1).getByText('Placed')).toBeInTheDocument();
    expect(within(open1).getByText('Pay on delivery')).toBeInTheDocument();
    expect(within(open1).getByText('Toned Milk × 2, Brown Bread × 1')).toBeInTheDocument();
    const done = screen.getByRole('link', { name: 'Order #D5E6F7A8B9C0D2' }).closest('li')!;
    expect(within(done).getByText('Delivered')).toBeInTheDocument();
    expect(within(done).getByText('Paid')).toBeInTheDocument();
    const ordersCall = calls.map((call) => new URL(call.url)).find((url) => url.pathname === '/api/orders/')!;
    expect(Object.fromEntries(ordersCall.searchParams)).toEqual({
      user: asha._id,
      page: '1',
      pageSize: '10',
      includeCancelled: 'true',
    });
  });

  it('pages through a long history on the server', async () => {
    const calls = answer([ashaOrder()], 25);
    open();
    await screen.findByRole('link', { name: 'Order #D5E6F7A8B9C0D1' });
    await userEvent.click(screen.getByRole('listitem', { name: 'Next Page' }).querySelector('button')!);
    await waitFor(() => expect(calls.map((call) => new URL(call.url).searchParams.get('page'))).toContain('2'));
  });

  it('a customer with no orders yet says so', async () => {
    answer([]);
    open();
    expect(await screen.findByText('No orders yet', { selector: '.ant-empty-description' })).toBeInTheDocument();
  });

  it('an unknown id is a friendly not-found with a way back', async () => {
    answer();
    open('ffffffffffffffffffffffff');
    expect(await screen.findByText('No such customer')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'All customers' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/customers$/);
  });

  it('a malformed id is not-found without asking the server', () => {
    const calls = answer();
    open('not-an-id');
    expect(screen.getByText('No such customer')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('a failed load offers Retry', async () => {
    let fail = true;
    mockApi(({ url }) => {
      const { pathname } = new URL(url);
      if (fail) return { status: 503, body: { message: 'The store is busy. Please try again.' } };
      if (pathname === '/api/orders/') return { body: aPage([]) };
      return pathname.endsWith('/khata')
        ? { body: { owedPaise: 0, creditPaise: 0, balanceDuePaise: 0, unpaidOrders: 0, orders: [], payments: [] } }
        : { body: asha };
    });
    open();
    expect(await screen.findByText('The store is busy. Please try again.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Patil' })).toBeInTheDocument();
  });

  describe('last sign-in SMS ("I never got the code")', () => {
    // Times are shown in the viewer's zone, but "today" is the store's (India's) day: the clock is
    // held at 13:00 of the machine's day, so 12:03 and 12:04 fall on the store's same day in any
    // zone from UTC eastwards (with the real clock these failed every evening after 18:30 UTC).
    const localNoonish = new Date();
    localNoonish.setHours(13, 0, 0, 0);
    beforeEach(() => {
      jest.useFakeTimers({
        now: localNoonish,
        doNotFake: [
          'nextTick',
          'setImmediate',
          'clearImmediate',
          'setInterval',
          'clearInterval',
          'setTimeout',
          'clearTimeout',
          'queueMicrotask',
          'hrtime',
          'performance',
          'requestAnimationFrame',
          'cancelAnimationFrame',
          'requestIdleCallback',
          'cancelIdleCallback',
        ],
      });
    });
    afterEach(() => jest.useRealTimers());
    const today = (hours: number, minutes: number) => {
      const at = new Date(localNoonish);
      at.setHours(hours, minutes, 0, 0);
      return at.toISOString();
    };
    const sms = (overrides: Partial<SignInSms>): SignInSms => ({
      provider: 'msg91',
      status: 'sent',
      reason: null,
      sentAt: today(12, 3),
      reportedAt: null,
      ...overrides,
    });

    it.each([
      [
        'delivered',
        sms({ status: 'delivered', reportedAt: today(12, 4) }),
        'Last sign-in SMS: delivered 12:04 pm',
        'via MSG91',
      ],
      [
        'failed, with the provider’s reason',
        sms({ status: 'failed', reason: 'Number is in DND / blocked', reportedAt: today(12, 4) }),
        'Last sign-in SMS: failed 12:04 pm',
        'Number is in DND / blocked · via MSG91',
      ],
      [
        'sent, with no report yet',
        sms({ provider: 'fast2sms' }),
        'Last sign-in SMS: sent 12:03 pm, no delivery report yet',
        'via Fast2SMS',
      ],
    ])('shows it %s', async (_case, lastSend, line, detail) => {
      answer(undefined, undefined, lastSend);
      open();
      expect(await screen.findByText(line)).toBeInTheDocument();
      expect(screen.getByText(detail)).toBeInTheDocument();
    });

    it('reads in Hindi on the Hindi admin, the provider’s reason as it came', async () => {
      answer(undefined, undefined, sms({ provider: 'console' }));
      await switchLocale('hi');
      try {
        open();
        expect(
          await screen.findByText(/^पिछला साइन-इन SMS: .* भेजा गया, डिलीवरी रिपोर्ट अभी नहीं आई$/),
        ).toBeInTheDocument();
        expect(screen.getByText('डेवलपमेंट लॉग से')).toBeInTheDocument();
        expect(document.body).not.toHaveTextContent(/Last sign-in SMS|no delivery report|via the development log/);
        cleanup();
      } finally {
        await act(() => switchLocale('en'));
      }
    });

    it('says when no code was ever sent', async () => {
      answer();
      open();
      expect(await screen.findByText('Last sign-in SMS: none sent yet')).toBeInTheDocument();
    });
  });
});
