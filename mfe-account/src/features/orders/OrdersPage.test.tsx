import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyOrderList, Order } from '@kirana/shared';
import { anOrder, fakeRealtime, mockApi } from '@kirana/shared/testing';
import { renderPage } from '../../testing';
import { OrdersPage } from './OrdersPage';

const page = (items: Order[], extra: Partial<MyOrderList> = {}): MyOrderList => ({
  items,
  page: 1,
  pageSize: 10,
  total: items.length,
  pages: items.length ? 1 : 0,
  ...extra,
});
const sockets = fakeRealtime();

const open = () => renderPage(<OrdersPage />, { pattern: '/account/orders', path: '/account/orders' });

describe('My orders (account/orders)', () => {
  it('shows grey cards while loading, then each order with date, items, total, state and the live delivery promise', async () => {
    const openOrder = anOrder({}, 23);
    const delivered = anOrder(
      {
        _id: '65f1a2b3c4d5e6f7a8b9c0d2',
        orderNumber: 'D5E6F7A8B9C0D2',
        isDelivered: true,
        deliveredAt: new Date().toISOString(),
        isPaid: true,
        paymentStatus: 'PAID',
        paidAt: new Date().toISOString(),
      },
      120,
    );
    let answer: (value: { body: unknown }) => void = () => undefined;
    const calls = mockApi(() => new Promise((resolve) => (answer = resolve)));
    open();
    expect(screen.getByRole('status', { name: 'Loading your orders' })).toBeInTheDocument();
    await waitFor(() => expect(calls).toHaveLength(1));
    answer({ body: page([openOrder, delivered]) });

    const cards = await screen.findAllByRole('link', { name: /Order #/ });
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(cards[0]).toHaveAttribute('href', `/order/${openOrder._id}`);
    expect(first.getByText('Order #D5E6F7A8B9C0D1')).toBeInTheDocument();
    expect(first.getByText(/Toned Milk × 2, Brown Bread × 1/)).toBeInTheDocument();
    expect(first.getByText('₹115.00')).toBeInTheDocument();
    expect(first.getByText('Placed')).toBeInTheDocument();
    expect(first.getByText('Pay on delivery')).toBeInTheDocument();
    expect(first.getByText('Arriving in ~12 min')).toBeInTheDocument();
    const second = within(cards[1]!);
    expect(second.getByText('Delivered')).toBeInTheDocument();
    expect(second.getByText('Paid')).toBeInTheDocument();
    expect(second.queryByText(/Arriving|Running late/)).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading your orders' })).not.toBeInTheDocument();
  });

  it('an open order’s card carries its delivery code; a delivered or cancelled one’s does not', async () => {
    const openOrder = anOrder({ handoffCode: '7310' });
    const delivered = anOrder({
      _id: '65f1a2b3c4d5e6f7a8b9c0d2',
      handoffCode: '5521',
      isDelivered: true,
      deliveredAt: new Date().toISOString(),
    });
    const cancelled = anOrder({ _id: '65f1a2b3c4d5e6f7a8b9c0d3', handoffCode: '8802', isCancelled: true });
    mockApi(() => ({ body: page([openOrder, delivered, cancelled]) }));
    open();
    const cards = await screen.findAllByRole('link', { name: /Order #/ });
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByText('Code 7310')).toHaveAttribute('aria-hidden', 'true');
    // The card's link is heard with the digits one by one.
    expect(cards[0]).toHaveAccessibleName(/Code 7 3 1 0/);
    expect(cards[1]).not.toHaveTextContent(/Code|5521/);
    expect(cards[2]).not.toHaveTextContent(/Code|8802/);
  });

  it('says when an open order is past the promise', async () => {
    mockApi(() => ({ body: page([anOrder({}, 40)]) }));
    open();
    expect(await screen.findByText('Running late — the store knows')).toBeInTheDocument();
  });

  it('with no orders, invites the customer to Browse Products', async () => {
    mockApi(() => ({ body: page([]) }));
    open();
    const browse = await screen.findByRole('link', { name: 'Browse Products' });
    expect(browse).toHaveAttribute('href', '/');
    expect(screen.getByRole('heading', { name: 'No orders yet' })).toBeInTheDocument();
  });

  it('a load error says so and Retry loads again', async () => {
    let fail = true;
    const calls = mockApi(() =>
      fail
        ? { status: 500, body: { message: 'Something went wrong on our side. Please try again.' } }
        : { body: page([anOrder()]) },
    );
    open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'We couldn’t load your orders. Something went wrong on our side. Please try again.',
    );
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Order #D5E6F7A8B9C0D1')).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });

  it('pages to older orders and back, keeping the page in the address', async () => {
    const older = anOrder({ _id: '65f1a2b3c4d5e6f7a8b9c0aa', orderNumber: 'D5E6F7A8B9C0AA' }, 3000);
    const calls = mockApi((call) =>
      new URL(call.url).searchParams.get('page') === '2'
        ? { body: page([older], { page: 2, total: 11, pages: 2 }) }
        : { body: page([anOrder()], { total: 11, pages: 2 }) },
    );
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    open();
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('Order #D5E6F7A8B9C0AA')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/account/orders?page=2');
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(calls.map((c) => c.url)).toEqual([
      'http://localhost:4000/api/orders/mine?page=1&pageSize=10',
      'http://localhost:4000/api/orders/mine?page=2&pageSize=10',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Newer' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/account\/orders$/));
  });

  it('patches the listed order in place when it changes (orderUpdated), reading nothing again', async () => {
    const calls = mockApi(() => ({ body: page([anOrder()]) }));
    open();
    expect(await screen.findByText('Placed')).toBeInTheDocument();
    await waitFor(() => expect(sockets).toHaveLength(1));
    act(() =>
      sockets[0]!.fire(
        'orderUpdated',
        anOrder({ stage: 'delivered', isDelivered: true, deliveredAt: new Date().toISOString() }),
      ),
    );
    expect(await screen.findByText('Delivered')).toBeInTheDocument();
    expect(calls.to('GET /api/orders/mine')).toHaveLength(1);
  });

  it('reads page 1 again for an order newer than everything on it (placed in another tab)', async () => {
    const placed = anOrder({ _id: '65f1a2b3c4d5e6f7a8b9c0ff' }, 1);
    let orders = [anOrder()];
    const calls = mockApi(() => ({ body: page(orders) }));
    open();
    expect(await screen.findByText('Placed')).toBeInTheDocument();
    await waitFor(() => expect(sockets).toHaveLength(1));
    orders = [placed, ...orders];
    act(() => sockets[0]!.fire('orderUpdated', placed));
    await waitFor(() => expect(calls.to('GET /api/orders/mine')).toHaveLength(2));
    expect(await screen.findAllByText('Placed')).toHaveLength(2);
  });
});
