import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrdersSummary } from '@kirana/shared';
import { anOrder, aSummary, fakeRealtime, mockApi, orderId } from '@kirana/shared/testing';
import { renderAdminPage, setScreenWidth } from '../../testing';
import { DashboardPage } from './DashboardPage';

const sockets = fakeRealtime();
beforeAll(() => setScreenWidth(1280));

const open = () => renderAdminPage(<DashboardPage />, { path: '/' });
const summaryApi = (summary: () => { status?: number; body: unknown }) =>
  mockApi((call) =>
    new URL(call.url).pathname === '/api/orders/summary' ? summary() : { status: 404, body: { message: 'Not found' } },
  );
const stat = (label: string) => screen.getByText(label).closest('a')!;

describe('the admin dashboard (/)', () => {
  it('shows a skeleton, then today’s orders, revenue and collected, open, late and cash to collect, each linking to the queue', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    const calls = mockApi(() => new Promise((resolve) => (answer = resolve)));
    open();
    expect(screen.getByRole('status', { name: 'Loading the dashboard' })).toBeInTheDocument();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.url).toBe('http://localhost:4000/api/orders/summary');
    answer({ body: aSummary() });

    expect(await screen.findByText("Today's orders")).toBeInTheDocument();
    expect(stat("Today's orders")).toHaveTextContent("Today's orders14₹3,250.50 revenue · ₹2,100.00 collected");
    expect(stat("Today's orders")).toHaveAttribute('href', '/orders?state=all&from=2026-03-12&to=2026-03-12');
    expect(stat('Open orders')).toHaveTextContent('3');
    expect(stat('Open orders')).toHaveAttribute('href', '/orders');
    expect(stat('Late orders')).toHaveTextContent('1');
    expect(stat('Late orders')).toHaveClass('kn-adm-stat--alert');
    expect(stat('Late orders')).toHaveAttribute('href', '/orders?sort=oldest');
    expect(stat('Cash to collect')).toHaveTextContent('₹340.00');
    expect(stat('Cash to collect')).toHaveTextContent('2 delivered, not yet paid');
    expect(stat('Cash to collect')).toHaveAttribute('href', '/orders?state=unpaid');
  });

  it('lists the late orders as needing attention, and the latest orders, each a link to the order', async () => {
    const late = anOrder({ _id: orderId() }, 47.5);
    const latest = [
      anOrder({ _id: orderId() }, 2.5),
      anOrder(
        {
          _id: orderId(),
          isDelivered: true,
          deliveredAt: new Date().toISOString(),
          isPaid: true,
          paymentStatus: 'PAID',
        },
        50,
      ),
    ];
    summaryApi(() => ({ body: aSummary({ lateOrders: [late], latestOrders: latest }) }));
    open();
    const attention = within(await screen.findByRole('list', { name: 'Late orders' }));
    const lateRow = attention.getByRole('link');
    expect(lateRow).toHaveAttribute('href', `/order/${late._id}`);
    expect(lateRow).toHaveTextContent(`#${late.orderNumber}`);
    expect(lateRow).toHaveTextContent('47 min · late');
    expect(lateRow).toHaveTextContent('B-304, Palm Grove · Asha');

    const rows = within(screen.getByRole('list', { name: 'Latest orders' })).getAllByRole('link');
    expect(rows.map((row) => row.getAttribute('href'))).toEqual(latest.map((order) => `/order/${order._id}`));
    expect(rows[0]).toHaveTextContent('2 min · on time');
    expect(rows[0]).toHaveTextContent('Pay on delivery');
    expect(rows[1]).toHaveTextContent('Delivered');
    expect(rows[1]).toHaveTextContent('Paid');
  });

  it('says so when nothing is late and there are no orders yet', async () => {
    summaryApi(() => ({
      body: aSummary({
        today: { orders: 0, revenue: 0, collected: 0 },
        open: { orders: 0, late: 0, awaitingPayment: 0 },
        unpaidDelivered: { orders: 0, amount: 0 },
      }),
    }));
    open();
    expect(await screen.findByText('Nothing late. Every open order is within the promise.')).toBeInTheDocument();
    expect(screen.getByText('No orders yet. New ones appear here as they come in.')).toBeInTheDocument();
    expect(stat('Late orders')).not.toHaveClass('kn-adm-stat--alert');
  });

  it('a failed read shows the server’s message with Retry', async () => {
    let fail = true;
    summaryApi(() =>
      fail ? { status: 503, body: { message: 'The store is busy. Please try again.' } } : { body: aSummary() },
    );
    open();
    expect(await screen.findByText('The store is busy. Please try again.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText("Today's orders")).toBeInTheDocument();
    expect(screen.queryByText('The store is busy. Please try again.')).not.toBeInTheDocument();
  });

  it('is live: a new order is announced and the figures are read again, without a reload', async () => {
    let summary: OrdersSummary = aSummary();
    const calls = summaryApi(() => ({ body: summary }));
    open();
    await screen.findByText("Today's orders");
    await waitFor(() => expect(sockets).toHaveLength(1));

    const fresh = anOrder({ _id: orderId() }, 0);
    summary = aSummary({
      today: { orders: 15, revenue: 3365.5, collected: 2100 },
      open: { orders: 4, late: 1, awaitingPayment: 0 },
      latestOrders: [fresh],
    });
    act(() => sockets[0]!.fire('orderUpdated', fresh));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `New order#${fresh.orderNumber} Palm Grove B-304 · 3 items · ₹115.00`,
    );
    await waitFor(() => expect(stat("Today's orders")).toHaveTextContent('15'));
    expect(stat('Open orders')).toHaveTextContent('4');
    expect(calls).toHaveLength(2);
    const row = within(screen.getByRole('list', { name: 'Latest orders' })).getByRole('link');
    expect(row).toHaveClass('kn-adm-row--new');
  });
});
