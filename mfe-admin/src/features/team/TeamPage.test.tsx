import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Rider } from '@kirana/shared';
import { mockApi } from '@kirana/shared/testing';
import { renderAdminPage, setScreenWidth } from '../../testing';
import { TeamPage } from './TeamPage';

const ravi: Rider = {
  _id: '65f1a2b3c4d5e6f7a8b9c0a1',
  name: 'Ravi Kumar',
  phoneNumber: '9876500001',
  isActive: true,
  addedAt: '2026-11-20T05:30:00.000Z',
  deactivatedAt: null,
  openOrders: 2,
};
const sunil: Rider = {
  ...ravi,
  _id: '65f1a2b3c4d5e6f7a8b9c0a2',
  name: 'Sunil',
  phoneNumber: '9876500002',
  isActive: false,
  deactivatedAt: '2026-11-21T05:30:00.000Z',
  openOrders: 0,
};

const renderTeam = () => renderAdminPage(<TeamPage />, { path: '/team', pattern: '/team' });
const riderRows = async () => within(await screen.findByRole('list', { name: 'Riders' })).getAllByRole('listitem');

beforeEach(() => setScreenWidth(390));
afterEach(() => setScreenWidth(1280));

describe('Team', () => {
  it('lists the riders: name, phone, active or not, when added, open orders', async () => {
    mockApi({ 'GET /api/riders': () => ({ body: [ravi, sunil] }) });
    renderTeam();
    const [first, second] = await riderRows();
    expect(first).toHaveTextContent('Ravi Kumar');
    expect(first).toHaveTextContent('Active');
    expect(first).toHaveTextContent('+91 98765 00001');
    expect(first).toHaveTextContent(/Added 20 Nov 2026/);
    expect(first).toHaveTextContent('2 open orders');
    expect(within(first!).getByRole('button', { name: 'Deactivate' })).toBeInTheDocument();
    expect(second).toHaveTextContent('Deactivated');
    expect(within(second!).getByRole('button', { name: 'Reactivate' })).toBeInTheDocument();
  });

  it('says who to add when nobody is on the team', async () => {
    mockApi({ 'GET /api/riders': () => ({ body: [] }) });
    renderTeam();
    expect(await screen.findByText('No riders yet — add the people who deliver')).toBeInTheDocument();
  });

  it('shows the error with Retry when the team cannot be read', async () => {
    let fail = true;
    mockApi({
      'GET /api/riders': () => (fail ? { status: 500, body: { message: 'Database down' } } : { body: [ravi] }),
    });
    renderTeam();
    expect(await screen.findByText('Couldn’t load the team')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await riderRows()).toHaveLength(1);
  });

  it('checks the phone and name before adding, then adds the rider and lists them', async () => {
    let team: Rider[] = [];
    const calls = mockApi({
      'GET /api/riders': () => ({ body: team }),
      'POST /api/riders': (call) => {
        const body = call.body as { phoneNumber: string; name: string };
        team = [{ ...ravi, ...body, openOrders: 0 }];
        return { status: 201, body: team[0] };
      },
    });
    renderTeam();
    await screen.findByText('No riders yet — add the people who deliver');
    await userEvent.click(screen.getByRole('button', { name: 'Add rider' }));
    expect(await screen.findByText('Please enter a valid phone number!')).toBeInTheDocument();
    expect(screen.getByText('Please enter the rider’s name')).toBeInTheDocument();
    expect(calls.to('POST /api/riders')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Phone'), '98765 00001');
    await userEvent.type(screen.getByLabelText('Name'), '  Ravi Kumar ');
    await userEvent.click(screen.getByRole('button', { name: 'Add rider' }));
    await waitFor(() => expect(calls.to('POST /api/riders')).toHaveLength(1));
    expect(calls.to('POST /api/riders')[0]!.body).toEqual({ phoneNumber: '9876500001', name: 'Ravi Kumar' });
    const [added] = await riderRows();
    expect(added).toHaveTextContent('Ravi Kumar');
    expect(screen.getByLabelText('Phone')).toHaveValue('');
  });

  it('shows the server’s refusal (an admin’s phone) and keeps what was typed', async () => {
    mockApi({
      'GET /api/riders': () => ({ body: [] }),
      'POST /api/riders': () => ({
        status: 409,
        body: {
          message: 'This phone belongs to an admin of the store.',
          sentence: { text: 'This phone belongs to an admin of the store.', values: {} },
        },
      }),
    });
    renderTeam();
    await screen.findByText('No riders yet — add the people who deliver');
    await userEvent.type(screen.getByLabelText('Phone'), '9000000000');
    await userEvent.type(screen.getByLabelText('Name'), 'Owner');
    await userEvent.click(screen.getByRole('button', { name: 'Add rider' }));
    expect(await screen.findByText('Couldn’t add this rider')).toBeInTheDocument();
    expect(screen.getByText('This phone belongs to an admin of the store.')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveValue('9000000000');
  });

  it('deactivates a rider only after the confirm that their sessions end at once', async () => {
    let team = [ravi];
    const calls = mockApi({
      'GET /api/riders': () => ({ body: team }),
      [`PUT /api/riders/${ravi._id}/deactivate`]: () => {
        team = [{ ...ravi, isActive: false, deactivatedAt: new Date().toISOString() }];
        return { body: team[0] };
      },
      [`PUT /api/riders/${ravi._id}/reactivate`]: () => {
        team = [ravi];
        return { body: ravi };
      },
    });
    renderTeam();
    const [row] = await riderRows();
    await userEvent.click(within(row!).getByRole('button', { name: 'Deactivate' }));
    expect(
      await screen.findByText('Their sessions end at once: they are signed out on every phone.'),
    ).toBeInTheDocument();
    expect(calls.to(`PUT /api/riders/${ravi._id}/deactivate`)).toHaveLength(0);
    const confirm = screen.getByRole('tooltip');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(calls.to(`PUT /api/riders/${ravi._id}/deactivate`)).toHaveLength(1));
    expect(await screen.findByText('Ravi Kumar is deactivated and signed out')).toBeInTheDocument();
    const [off] = await riderRows();
    await userEvent.click(await within(off!).findByRole('button', { name: 'Reactivate' }));
    await waitFor(() => expect(calls.to(`PUT /api/riders/${ravi._id}/reactivate`)).toHaveLength(1));
  });
});
