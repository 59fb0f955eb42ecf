import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order, OrderTimeline, Rider } from '@kirana/shared';
import { anOrder, fakeRealtime, mockApi } from '@kirana/shared/testing';
import { renderAdminPage, setScreenWidth } from '../../testing';
import { OrderDetailPage } from './OrderDetailPage';

const sockets = fakeRealtime();
beforeAll(() => setScreenWidth(390));
afterAll(() => setScreenWidth(1280));

const admin = { _id: '65f1a2b3c4d5e6f7a8b9c001', name: 'Store Owner' };
const ravi = { _id: '65f1a2b3c4d5e6f7a8b9c0a1', name: 'Ravi Kumar' };
const asha = { _id: '65f1a2b3c4d5e6f7a8b9c0a3', name: 'Asha' };
const customer = { _id: '65f1a2b3c4d5e6f7a8b9c002', name: 'Meera Joshi' };
const team: Rider[] = [ravi, asha, { _id: '65f1a2b3c4d5e6f7a8b9c0a4', name: 'Gone' }].map((person, index) => ({
  ...person,
  phoneNumber: `987650000${index}`,
  isActive: index < 2,
  addedAt: '2026-11-20T05:30:00.000Z',
  deactivatedAt: null,
  openOrders: 0,
}));

const at = (minute: number) => `2026-11-25T06:${String(minute).padStart(2, '0')}:00.000Z`;
const open = (order: Order) =>
  renderAdminPage(<OrderDetailPage />, { pattern: '/order/:id', path: `/order/${order._id}` });

describe('the order’s history and rider on the admin’s order detail', () => {
  it('lists every change with who did it and when, oldest first', async () => {
    const order = anOrder({ paymentMethod: 'COD', isDelivered: true, isPaid: true, rider: ravi });
    const timeline: OrderTimeline = {
      orderId: order._id,
      events: [
        { kind: 'placed', at: at(0), actor: customer, rider: null },
        { kind: 'assigned', at: at(2), actor: admin, rider: ravi },
        { kind: 'handoff_refused', at: at(20), actor: ravi, rider: ravi, triesLeft: 4 },
        { kind: 'delivered', at: at(21), actor: ravi, rider: ravi, deliveredWith: 'CODE' },
        { kind: 'cash_collected', at: at(22), actor: ravi, rider: ravi, amountPaise: 24500 },
        { kind: 'paid', at: at(22), actor: ravi, rider: ravi, paidWith: 'CASH' },
        { kind: 'handed_over', at: at(50), actor: admin, rider: ravi, amountPaise: 24500, handoverId: admin._id },
      ],
    };
    mockApi({
      [`GET /api/orders/${order._id}`]: () => ({ body: order }),
      [`GET /api/orders/${order._id}/timeline`]: () => ({ body: timeline }),
      'GET /api/riders': () => ({ body: team }),
    });
    open(order);
    const history = await screen.findByRole('region', { name: 'History' });
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(7));
    const entries = within(history)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(entries).toEqual([
      expect.stringMatching(/^Placed by Meera Joshi, Cash on Delivery25 Nov 2026, 6:00 am/),
      expect.stringMatching(/^Assigned to Ravi Kumar by Store Owner25 Nov 2026, 6:02 am/),
      expect.stringMatching(/^Ravi Kumar tried a wrong code \(4 tries left\)/),
      expect.stringMatching(/^Delivered by Ravi Kumar with the customer’s code/),
      expect.stringMatching(/^Ravi Kumar collected ₹245.00 in cash/),
      expect.stringMatching(/^Paid: Cash, marked by Ravi Kumar/),
      expect.stringMatching(/^Cash handed over to the store by Ravi Kumar, received by Store Owner/),
    ]);
    // Delivered: no one to assign it to any more, only who had it.
    const rider = screen.getByRole('region', { name: 'Rider' });
    expect(rider).toHaveTextContent('Ravi Kumar');
    expect(within(rider).queryByRole('button', { name: 'Assign' })).not.toBeInTheDocument();
  });

  it('is read again when a change to the order arrives live (another admin assigned it), not only after this page’s own', async () => {
    const order = anOrder({ paymentMethod: 'COD' });
    const placed: OrderTimeline = {
      orderId: order._id,
      events: [{ kind: 'placed', at: at(0), actor: customer, rider: null }],
    };
    let timeline = placed;
    mockApi({
      [`GET /api/orders/${order._id}`]: () => ({ body: order }),
      [`GET /api/orders/${order._id}/timeline`]: () => ({ body: timeline }),
      'GET /api/riders': () => ({ body: team }),
    });
    open(order);
    const history = await screen.findByRole('region', { name: 'History' });
    await within(history).findByText(/^Placed by Meera Joshi/);
    await waitFor(() => expect(sockets.length).toBeGreaterThan(0));
    timeline = { ...placed, events: [...placed.events, { kind: 'assigned', at: at(2), actor: admin, rider: ravi }] };
    act(() => sockets.at(-1)!.fire('orderUpdated', { ...order, rider: ravi }));
    expect(await within(history).findByText('Assigned to Ravi Kumar by Store Owner')).toBeInTheDocument();
  });

  it('says so when an admin delivered without the code, and when the order was cancelled', async () => {
    const order = anOrder({ isCancelled: true });
    mockApi({
      [`GET /api/orders/${order._id}`]: () => ({ body: order }),
      [`GET /api/orders/${order._id}/timeline`]: () => ({
        body: {
          orderId: order._id,
          events: [
            { kind: 'delivered', at: at(1), actor: admin, rider: null, deliveredWith: 'ADMIN' },
            { kind: 'cancelled', at: at(2), actor: admin, rider: null, reason: 'Customer not at home' },
          ],
        },
      }),
    });
    open(order);
    const history = await screen.findByRole('region', { name: 'History' });
    expect(
      await within(history).findByText('Delivered by Store Owner without the code (admin override)'),
    ).toBeInTheDocument();
    expect(within(history).getByText('Cancelled by Store Owner: Customer not at home')).toBeInTheDocument();
  });

  it('shows the handoff flag, and assigns the order to an active rider', async () => {
    let order = anOrder({ handoffFlagged: true, handoffWrongTries: 5, rider: null });
    const calls = mockApi({
      [`GET /api/orders/${order._id}`]: () => ({ body: order }),
      [`GET /api/orders/${order._id}/timeline`]: () => ({ body: { orderId: order._id, events: [] } }),
      'GET /api/riders': () => ({ body: team }),
      'PUT /api/orders/assign': () => {
        order = { ...order, rider: asha };
        return { body: { rider: asha, orders: [{ _id: order._id, orderNumber: order.orderNumber }] } };
      },
    });
    open(order);
    expect(await screen.findByText('Wrong handoff code 5 times')).toBeInTheDocument();
    const rider = screen.getByRole('region', { name: 'Rider' });
    expect(rider).toHaveTextContent('Nobody has it yet');
    const assign = within(rider).getByRole('button', { name: 'Assign' });
    expect(assign).toBeDisabled();
    await userEvent.click(within(rider).getByRole('combobox', { name: 'Assign to a rider' }));
    // Only active riders are offered.
    expect(screen.queryByTitle('Gone')).not.toBeInTheDocument();
    await userEvent.click(await screen.findByTitle('Asha'));
    await userEvent.click(assign);
    await waitFor(() => expect(calls.to('PUT /api/orders/assign')).toHaveLength(1));
    expect(calls.to('PUT /api/orders/assign')[0]!.body).toEqual({ riderId: asha._id, orderIds: [order._id] });
    expect(await screen.findByText(`Order #${order.orderNumber} is Asha’s to deliver`)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('region', { name: 'Rider' })).toHaveTextContent('Asha'));
  });
});
