import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aRiderOrder, fakeRealtime, mockApi, riderStore } from '@kirana/shared/testing';
import { renderPage } from '../../testing';
import { RiderPage } from './RiderPage';

const sockets = fakeRealtime();
const open = () =>
  renderPage(<RiderPage tab="unassigned" />, {
    pattern: '/rider/unassigned',
    path: '/rider/unassigned',
    store: riderStore(),
  });

const waiting = (id: string, flatNumber: string) =>
  aRiderOrder({ _id: id, riderId: null, assignedAt: null, address: { ...aRiderOrder().address, flatNumber } });

describe('Unassigned (/rider/unassigned)', () => {
  it('lists the orders nobody has, and the rider takes one', async () => {
    const first = waiting('65f1a2b3c4d5e6f7a8000101', '101');
    let taken = false;
    const calls = mockApi({
      'GET /api/rider/unassigned': () => ({ body: taken ? [] : [first] }),
      'GET /api/rider/run': () => ({ body: taken ? [{ ...first, riderId: 'eeeeeeeeeeeeeeeeeeeeeeee' }] : [] }),
      'PUT /api/rider/orders/65f1a2b3c4d5e6f7a8000101/take': () => {
        taken = true;
        return { body: { ...first, riderId: 'eeeeeeeeeeeeeeeeeeeeeeee' } };
      },
    });
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Unassigned orders' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Unassigned' })).toHaveAttribute('aria-current', 'page');
    const card = await screen.findByRole('article', { name: 'Flat B-101' });
    expect(within(card).getByText('Palm Grove')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Take' }));
    expect(await screen.findByRole('heading', { name: 'No orders are waiting for a rider' })).toBeInTheDocument();
    expect(calls.to('PUT /api/rider/orders/65f1a2b3c4d5e6f7a8000101/take')).toHaveLength(1);
  });

  it('shows where, what and how much, never who: no name, no phone, no Call until the rider takes it', async () => {
    const order = waiting('65f1a2b3c4d5e6f7a8000111', '111');
    // As the API answers an order nobody has (R63).
    expect(order.customer).toEqual({ name: null, phoneNumber: null });
    mockApi({ 'GET /api/rider/unassigned': () => ({ body: [order] }) });
    open();
    const card = await screen.findByRole('article', { name: 'Flat B-111' });
    expect(within(card).getByText('Palm Grove')).toBeInTheDocument();
    expect(within(card).getByText('3 items')).toBeInTheDocument();
    expect(within(card).getByText('Collect ₹115.00')).toBeInTheDocument();
    expect(within(card).getByText(`Order #${order.orderNumber}`)).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: /^Call/ })).not.toBeInTheDocument();
    expect(card).not.toHaveTextContent('Asha');
    expect(card).not.toHaveTextContent('98765');
    expect(screen.getByText('The customer’s name and phone show once you take the order.')).toBeInTheDocument();
  });

  it('another rider took it first (409): says so and reads the list again', async () => {
    const lost = waiting('65f1a2b3c4d5e6f7a8000201', '201');
    const other = waiting('65f1a2b3c4d5e6f7a8000202', '202');
    let raced = false;
    const calls = mockApi({
      'GET /api/rider/unassigned': () => ({ body: raced ? [other] : [lost, other] }),
      'PUT /api/rider/orders/65f1a2b3c4d5e6f7a8000201/take': () => {
        raced = true;
        return { status: 409, body: { message: 'Another rider has already taken this order.' } };
      },
    });
    open();
    const card = await screen.findByRole('article', { name: 'Flat B-201' });
    await userEvent.click(within(card).getByRole('button', { name: 'Take' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Another rider has already taken this order. The list has been read again.',
    );
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Flat B-201' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Flat B-202' })).toBeInTheDocument();
    expect(calls.to('GET /api/rider/unassigned').length).toBeGreaterThanOrEqual(2);
  });

  it('is live: a new order appears by itself, and one another rider took leaves without a read', async () => {
    const first = waiting('65f1a2b3c4d5e6f7a8000301', '301');
    const placed = waiting('65f1a2b3c4d5e6f7a8000302', '302');
    let list = [first];
    const calls = mockApi({ 'GET /api/rider/unassigned': () => ({ body: list }) });
    open();
    await screen.findByRole('article', { name: 'Flat B-301' });
    await waitFor(() => expect(sockets).toHaveLength(1));

    list = [first, placed];
    act(() => sockets[0]!.fire('unassignedOrderChanged', { _id: placed._id, takeable: true }));
    expect(await screen.findByRole('article', { name: 'Flat B-302' })).toBeInTheDocument();
    expect(calls.to('GET /api/rider/unassigned')).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('A new order is waiting for a rider.');

    list = [placed];
    act(() => sockets[0]!.fire('unassignedOrderChanged', { _id: first._id, takeable: false }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Flat B-301' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Flat B-302' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(`Order #${first.orderNumber} is no longer waiting.`);
    expect(calls.to('GET /api/rider/unassigned')).toHaveLength(2);

    // Back after the socket was away: what was said meanwhile is lost, so the list is read again.
    act(() => sockets[0]!.fire('connect'));
    act(() => sockets[0]!.fire('connect'));
    await waitFor(() => expect(calls.to('GET /api/rider/unassigned')).toHaveLength(3));
  });
});
