import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@kirana/shared';
import { OrdersPage } from './OrdersPage';
import {
  anOrder,
  aPage,
  banerHeights,
  fakeRealtime,
  mockApi,
  orderId,
  palmGrove,
  type RecordedCall,
} from '@kirana/shared/testing';
import { installFakeAudio, renderAdminPage, setScreenWidth } from '../../testing';

const sockets = fakeRealtime();
beforeEach(() => setScreenWidth(1280));

const open = (path = '/orders') => renderAdminPage(<OrdersPage />, { path, pattern: '/orders' });
const isAwaitingRead = (url: URL) => url.searchParams.get('awaitingPayment') === 'true';
/** The queue's own reads (not the Awaiting payment list's). */
const listReads = (calls: RecordedCall[]) =>
  calls
    .map((call) => new URL(call.url))
    .filter((url) => url.pathname === '/api/orders/' && !isAwaitingRead(url))
    .map((url) => Object.fromEntries(url.searchParams));

/** The API: societies for the filter, the queue answered by `queue`, and the PhonePe orders awaiting payment (none unless given). */
function queueApi(
  queue: (
    query: Record<string, string>,
  ) => { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>,
  awaiting: Order[] = [],
) {
  return mockApi((call) => {
    const url = new URL(call.url);
    if (url.pathname === '/api/society') return { body: [palmGrove, banerHeights] };
    if (url.pathname === '/api/orders/' && isAwaitingRead(url)) return { body: aPage(awaiting) };
    if (url.pathname === '/api/orders/') return queue(Object.fromEntries(url.searchParams));
    return { status: 404, body: { message: 'Not found' } };
  });
}

describe('the order queue (/orders)', () => {
  it('shows a skeleton, then the open orders by stage, oldest first in each (the server’s order), with their age against the promise', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    const calls = queueApi(() => new Promise((resolve) => (answer = resolve)));
    open();
    expect(screen.getByRole('status', { name: 'Loading orders' })).toBeInTheDocument();
    await waitFor(() => expect(listReads(calls)).toHaveLength(1));
    expect(listReads(calls)[0]).toEqual({
      isDelivered: 'false',
      awaitingPayment: 'false',
      sort: 'stage',
      page: '1',
      pageSize: '20',
    });
    // Half a minute on: the screen's clock was read when it opened, a moment before these were made.
    answer({
      body: aPage([
        anOrder({ _id: orderId() }, 12.5),
        anOrder({ _id: orderId() }, 32.5),
        anOrder(
          { _id: orderId(), user: { _id: 'cccccccccccccccccccccccc', name: '', phoneNumber: '9123456780' } },
          41.5,
        ),
      ]),
    });

    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[1]!).getByText('12 min · on time')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('32 min · due')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('41 min · late')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('+91 91234 56780')).toBeInTheDocument();
    const first = within(rows[1]!);
    expect(first.getByRole('link', { name: /^Order [0-9A-F]{14}$/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/order\/[0-9a-f]{24}$/),
    );
    expect(first.getByText('B-304, Palm Grove')).toBeInTheDocument();
    expect(first.getByText('3 items')).toBeInTheDocument();
    expect(first.getByText('₹115.00')).toBeInTheDocument();
    expect(first.getByText('Cash on Delivery')).toBeInTheDocument();
    expect(first.getByText('Placed')).toBeInTheDocument();
    expect(screen.getByText('3 orders')).toBeInTheDocument();
  });

  it('the state tabs ask for delivered-unpaid and for all orders, and keep the choice in the URL', async () => {
    const calls = queueApi(() => ({ body: aPage([anOrder()]) }));
    open();
    await screen.findAllByRole('row');
    await userEvent.click(screen.getByText('Delivered unpaid'));
    await waitFor(() => expect(listReads(calls).at(-1)).toMatchObject({ isDelivered: 'true', isPaid: 'false' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/orders?state=unpaid');
    await userEvent.click(screen.getByText('All'));
    await waitFor(() => expect(listReads(calls).at(-1)).toEqual({ sort: 'stage', page: '1', pageSize: '20' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/orders?state=all');
  });

  it('takes its filters from the URL, so a refresh or Back shows the same queue', async () => {
    const calls = queueApi(() => ({ body: aPage([anOrder()], { page: 2, total: 21 }) }));
    open(`/orders?state=all&from=2026-03-01&to=2026-03-12&society=${palmGrove._id}&pay=COD&q=98765&page=2`);
    await waitFor(() => expect(listReads(calls)).toHaveLength(1));
    expect(listReads(calls)[0]).toEqual({
      from: '2026-03-01',
      to: '2026-03-12',
      society: palmGrove._id,
      paymentMethod: 'COD',
      search: '98765',
      sort: 'stage',
      page: '2',
      pageSize: '20',
    });
    expect(screen.getByLabelText('From')).toHaveValue('2026-03-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-03-12');
    expect(screen.getByRole('searchbox', { name: 'Search by order number or phone' })).toHaveValue('98765');
    expect(await screen.findByTitle('Palm Grove · Wakad')).toBeInTheDocument();
    expect(screen.getByTitle('Cash on Delivery')).toBeInTheDocument();
  });

  it('searches once typing pauses (not per key), from page 1, and writes the search into the URL', async () => {
    const calls = queueApi(() => ({ body: aPage([anOrder()]) }));
    open('/orders?page=2');
    await screen.findAllByRole('row');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by order number or phone' }), '98765');
    await waitFor(() => expect(listReads(calls)).toHaveLength(2));
    expect(listReads(calls)[1]).toMatchObject({ search: '98765', page: '1' });
    expect(screen.getByTestId('location')).toHaveTextContent('/orders?q=98765');
  });

  it('says when nothing is open, and when nothing matches offers to clear the filters', async () => {
    const calls = queueApi(() => ({ body: aPage([]) }));
    open();
    expect(await screen.findByText('No open orders. Everything is delivered.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by order number or phone' }), 'ZZZ{Enter}');
    expect(await screen.findByText('No orders match these filters')).toBeInTheDocument();
    const clears = screen.getAllByRole('button', { name: 'Clear filters' });
    await userEvent.click(clears.at(-1)!);
    await waitFor(() => expect(listReads(calls).at(-1)).not.toHaveProperty('search'));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/orders$/);
  });

  it('a failed read shows the server’s message with Retry, which reads again', async () => {
    let fail = true;
    queueApi(() =>
      fail ? { status: 503, body: { message: 'The store is busy. Please try again.' } } : { body: aPage([anOrder()]) },
    );
    open();
    expect(await screen.findByText('The store is busy. Please try again.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByRole('row')).toHaveLength(2);
  });

  it('a new order over the socket: a notice, a highlighted row marked New, and (sound on) a chime', async () => {
    const tones = installFakeAudio();
    const known = anOrder({ _id: orderId() }, 20);
    const fresh = anOrder(
      { _id: orderId(), shippingAddress: { ...known.shippingAddress, wing: 'C', flatNumber: '702' } },
      0,
    );
    let orders: Order[] = [known];
    queueApi(() => ({ body: aPage(orders) }));
    open();
    await screen.findAllByRole('row');
    await userEvent.click(screen.getByRole('switch', { name: 'Chime for new orders' }));
    expect(screen.getByRole('switch', { name: 'Chime for new orders' })).toHaveTextContent('Sound on');
    expect(window.localStorage.getItem('kn-admin:new-order-sound')).toBe('on');
    await waitFor(() => expect(tones.played).toBe(1)); // switching on plays it once, so the admin knows it works
    await waitFor(() => expect(sockets).toHaveLength(1));

    orders = [fresh, known];
    act(() => sockets[0]!.fire('orderUpdated', fresh));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('New order');
    expect(within(notice).getByRole('link', { name: `#${fresh.orderNumber}` })).toHaveAttribute(
      'href',
      `/order/${fresh._id}`,
    );
    expect(notice).toHaveTextContent('Palm Grove C-702 · 3 items · ₹115.00');
    expect(tones.played).toBe(2);

    const row = (await screen.findByRole('link', { name: `Order ${fresh.orderNumber}` })).closest('tr')!;
    expect(row).toHaveClass('kn-adm-row--new');
    expect(within(row).getByText('New')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Order ${known.orderNumber}` }).closest('tr')).not.toHaveClass(
      'kn-adm-row--new',
    );

    // An update to an order already on screen is no new order.
    act(() => sockets[0]!.fire('orderUpdated', { ...known, isPaid: true }));
    expect(tones.played).toBe(2);
    // A PhonePe order is no work while its payment is under way: it is news once paid.
    const phonePe = anOrder({ _id: orderId(), paymentMethod: 'PHONEPE', paymentStatus: 'PENDING', isPaid: false }, 0);
    act(() => sockets[0]!.fire('orderUpdated', phonePe));
    expect(tones.played).toBe(2);
    expect(notice).toHaveTextContent('New order');
    const paid = { ...phonePe, paymentStatus: 'PAID' as const, isPaid: true };
    act(() => sockets[0]!.fire('orderUpdated', paid));
    expect(await within(notice).findByRole('link', { name: `#${phonePe.orderNumber}` })).toBeInTheDocument();
    expect(notice).toHaveTextContent('2 new orders');
    expect(tones.played).toBe(3);
    // Delivered (or cancelled) meanwhile: it leaves the notice by itself.
    act(() => sockets[0]!.fire('orderUpdated', { ...paid, stage: 'delivered', isDelivered: true }));
    await waitFor(() =>
      expect(within(notice).queryByRole('link', { name: `#${phonePe.orderNumber}` })).not.toBeInTheDocument(),
    );
    expect(tones.played).toBe(3);

    await userEvent.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(row).not.toHaveClass('kn-adm-row--new');
  });

  it('a live change to a listed order patches its row in place; one that leaves the tab reads the page again', async () => {
    const listed = anOrder({ _id: orderId() }, 12.5);
    const other = anOrder({ _id: orderId() }, 20);
    let page = [listed, other];
    const calls = queueApi(() => ({ body: aPage(page) }));
    open('/orders?sort=newest');
    const row = (await screen.findByRole('link', { name: `Order ${listed.orderNumber}` })).closest('tr')!;
    await waitFor(() => expect(sockets).toHaveLength(1));
    const reads = listReads(calls).length;
    expect(within(row).queryByText('Paid by UPI')).not.toBeInTheDocument();

    act(() =>
      sockets[0]!.fire('orderUpdated', {
        ...listed,
        isPaid: true,
        paymentStatus: 'PAID',
        paidWith: 'UPI',
        paidAt: new Date().toISOString(),
        amountDue: 0,
      }),
    );
    expect(await within(row).findByText('Paid by UPI')).toBeInTheDocument();
    expect(listReads(calls)).toHaveLength(reads);

    // Delivered: no longer open, so the page is read again (the server fills the gap).
    page = [other];
    act(() => sockets[0]!.fire('orderUpdated', { ...listed, stage: 'delivered', isDelivered: true }));
    await waitFor(() => expect(listReads(calls)).toHaveLength(reads + 1));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: `Order ${listed.orderNumber}` })).not.toBeInTheDocument(),
    );
  });

  it('on a phone, orders are cards rather than a wide table', async () => {
    setScreenWidth(360);
    queueApi(() => ({ body: aPage([anOrder({}, 12.5)]) }));
    open();
    const card = await screen.findByRole('link', { name: /^Order #D5E6F7A8B9C0D1 .*B-304, Palm Grove/ });
    expect(card).toHaveAttribute('href', '/order/65f1a2b3c4d5e6f7a8b9c0d1');
    expect(within(card).getByText('12 min · on time')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('on a phone each card carries its next packing step, as the table does: Start packing, then Packed', async () => {
    setScreenWidth(390);
    let order = anOrder({}, 3);
    const calls = mockApi((call) => {
      const url = new URL(call.url);
      if (url.pathname === '/api/society') return { body: [palmGrove, banerHeights] };
      if (url.pathname === '/api/orders/') return { body: aPage(isAwaitingRead(url) ? [] : [order]) };
      if (call.method === 'PUT' && url.pathname === `/api/orders/${order._id}/packing`) {
        order = { ...order, stage: 'packing' };
        return { body: order };
      }
      return { status: 404, body: { message: 'Not found' } };
    });
    open();
    await screen.findByRole('link', { name: /^Order #D5E6F7A8B9C0D1 / });
    await userEvent.click(screen.getByRole('button', { name: 'Start packing' }));
    expect(await screen.findByRole('button', { name: 'Packed' })).toBeInTheDocument();
    expect(calls.to(`PUT /api/orders/${order._id}/packing`)).toHaveLength(1);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('on a phone the filters fold under one button, so the first order comes right after the tabs', async () => {
    setScreenWidth(360);
    const calls = queueApi(() => ({ body: aPage([anOrder({}, 12.5)]) }));
    open();
    await screen.findByRole('link', { name: /^Order #D5E6F7A8B9C0D1 .*B-304, Palm Grove/ });
    expect(screen.queryByRole('search', { name: 'Filter orders' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Sort' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    await userEvent.type(within(screen.getByRole('search', { name: 'Filter orders' })).getByRole('searchbox'), '98765');
    await waitFor(() => expect(listReads(calls).at(-1)).toMatchObject({ search: '98765' }));
    await userEvent.click(screen.getByRole('button', { name: 'Hide filters' }));
    expect(screen.getByRole('button', { name: 'Filters (on)' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('PhonePe orders still being paid wait apart under “Awaiting payment”, not in the work', async () => {
    const paying = anOrder(
      {
        _id: orderId(),
        paymentMethod: 'PHONEPE',
        paymentStatus: 'PENDING',
        shippingAddress: { ...anOrder().shippingAddress, wing: 'E', flatNumber: '505' },
      },
      3,
    );
    queueApi(() => ({ body: aPage([anOrder({}, 12.5)]) }), [paying]);
    open();
    const awaiting = await screen.findByText('Awaiting payment · 1 order');
    const section = awaiting.closest('details')!;
    expect(within(section).getByText(/Don’t pack these yet/)).toBeInTheDocument();
    expect(within(section).getByText('E-505, Palm Grove')).toBeInTheDocument();
    expect(screen.getByText('1 order')).toBeInTheDocument();
  });
});

describe('the queue by society (/orders?view=society)', () => {
  it('reads every open order oldest first and shows one card per society: wings, flats, order numbers, items, cash and directions', async () => {
    const inWing = (wing: string, flatNumber: string, society = palmGrove) => ({
      ...anOrder().shippingAddress,
      society: society._id,
      societyName: society.societyName,
      areaName: society.areaName,
      wing,
      flatNumber,
    });
    const orders = [
      anOrder({ _id: orderId(), shippingAddress: inWing('C', '101', banerHeights) }, 40),
      anOrder({ _id: orderId(), shippingAddress: inWing('B', '1204') }, 25),
      anOrder({ _id: orderId(), shippingAddress: inWing('A', '702'), totalPrice: 60 }, 20),
      anOrder(
        {
          _id: orderId(),
          shippingAddress: inWing('B', '304'),
          paymentMethod: 'PHONEPE',
          paymentStatus: 'PAID',
          isPaid: true,
        },
        5,
      ),
    ];
    const calls = queueApi(() => ({ body: aPage(orders) }));
    open('/orders?view=society&state=all');
    const palm = await screen.findByRole('region', { name: 'Palm Grove · Wakad' });
    expect(listReads(calls)[0]).toEqual({
      isDelivered: 'false',
      awaitingPayment: 'false',
      sort: 'oldest',
      page: '1',
      pageSize: '100',
    });

    // The society whose oldest order has waited longest comes first.
    const cards = within(screen.getByRole('list', { name: 'Open orders by society' }))
      .getAllByRole('listitem')
      .filter((li) => li.parentElement!.matches('.kn-adm-runs'));
    expect(cards.map((card) => card.querySelector('.kn-adm-run__title')!.textContent)).toEqual([
      'Baner Heights · Baner',
      'Palm Grove · Wakad',
    ]);

    const run = within(palm);
    expect(palm).toHaveTextContent('3 orders · 9 items · ₹175.00 to take at the doors');
    expect(run.getByRole('link', { name: 'Directions to Palm Grove (opens maps)' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=Palm%20Grove%2C%20Wakad',
    );
    expect(run.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Wing A', 'Wing B']);
    const wingB = within(run.getByRole('region', { name: 'Wing B' }));
    expect(wingB.getAllByRole('listitem').map((li) => li.querySelector('.kn-adm-run__flat')!.textContent)).toEqual([
      '304',
      '1204',
    ]);
    const flat304 = wingB.getAllByRole('listitem')[0]!;
    expect(within(flat304).getByRole('link', { name: `Order ${orders[3]!.orderNumber}, flat B-304` })).toHaveAttribute(
      'href',
      `/order/${orders[3]!._id}`,
    );
    expect(flat304).toHaveTextContent('3 items');
    expect(flat304).toHaveTextContent('Paid');
    expect(wingB.getAllByRole('listitem')[1]).toHaveTextContent('Collect ₹115.00');
    expect(within(run.getByRole('region', { name: 'Wing A' })).getByText('Collect ₹60.00')).toBeInTheDocument();
  });

  it('says when there is nothing to deliver', async () => {
    queueApi(() => ({ body: aPage([]) }));
    open('/orders?view=society');
    expect(await screen.findByText('No open orders. Everything is delivered.')).toBeInTheDocument();
  });
});

/** A Web Audio stand-in that counts the chimes played (each chime is two notes). */
