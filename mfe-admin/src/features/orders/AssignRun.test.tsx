import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Rider } from '@kirana/shared';
import { mockApi } from '@kirana/shared/testing';
import { renderAdminPage } from '../../testing';
import { AssignRun } from './AssignRun';

const society = '65f1a2b3c4d5e6f7a8b9c0e1';
const rider = (name: string, index: number, isActive = true): Rider => ({
  _id: `65f1a2b3c4d5e6f7a8b9c0a${index}`,
  name,
  phoneNumber: `987650000${index}`,
  isActive,
  addedAt: '2026-11-20T05:30:00.000Z',
  deactivatedAt: isActive ? null : '2026-11-21T05:30:00.000Z',
  openOrders: 0,
});
const ravi = rider('Ravi Kumar', 1);

const run = () =>
  renderAdminPage(<AssignRun society={society} societyName="Green Acres" />, { path: '/orders?view=society' });

describe('Assign run (the orders board’s society view)', () => {
  it('reads the team only when opened, offers active riders, and assigns the whole society', async () => {
    const calls = mockApi({
      'GET /api/riders': () => ({ body: [ravi, rider('Gone', 2, false)] }),
      'PUT /api/orders/assign': () => ({
        body: {
          rider: { _id: ravi._id, name: ravi.name },
          orders: [
            { _id: '65f1a2b3c4d5e6f7a8b9c0d1', orderNumber: 'A1' },
            { _id: '65f1a2b3c4d5e6f7a8b9c0d2', orderNumber: 'A2' },
          ],
        },
      }),
    });
    run();
    await userEvent.click(screen.getByRole('button', { name: 'Assign run: Green Acres' }));
    await waitFor(() => expect(calls.to('GET /api/riders')).toHaveLength(1));
    await userEvent.click(screen.getByRole('combobox', { name: 'Rider for the Green Acres run' }));
    expect(await screen.findByTitle('Ravi Kumar')).toBeInTheDocument();
    expect(screen.queryByTitle('Gone')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTitle('Ravi Kumar'));
    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(calls.to('PUT /api/orders/assign')).toHaveLength(1));
    expect(calls.to('PUT /api/orders/assign')[0]!.body).toEqual({ riderId: ravi._id, society });
    expect(await screen.findByText('2 orders of Green Acres given to Ravi Kumar')).toBeInTheDocument();
  });

  it('shows the server’s refusal', async () => {
    mockApi({
      'GET /api/riders': () => ({ body: [ravi] }),
      'PUT /api/orders/assign': () => ({
        status: 409,
        body: {
          message: 'Order #A1 is already delivered.',
          sentence: { text: 'Order #A1 is already delivered.', values: {} },
        },
      }),
    });
    run();
    await userEvent.click(screen.getByRole('button', { name: 'Assign run: Green Acres' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Rider for the Green Acres run' }));
    await userEvent.click(await screen.findByTitle('Ravi Kumar'));
    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Order #A1 is already delivered.')).toBeInTheDocument();
  });
});
