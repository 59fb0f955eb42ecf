import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CashDay, CashHandover, RiderCashDay } from '@kirana/shared';
import { storeDay } from '@kirana/shared/extended';
import { mockApi } from '@kirana/shared/testing';
import { renderAdminPage, setScreenWidth } from '../../testing';
import { CashPage } from './CashPage';

const today = storeDay();
const ravi: RiderCashDay = {
  rider: { _id: '65f1a2b3c4d5e6f7a8b9c0a1', name: 'Ravi Kumar', phoneNumber: '9876500001', isActive: true },
  delivered: 5,
  collectedOrders: 3,
  collectedPaise: 125050,
  handedOverPaise: 0,
  outstandingPaise: 125050,
  overPaise: 0,
  hasMismatch: false,
  handovers: [],
};

function cashServer() {
  let day: CashDay = { date: today, riders: [ravi] };
  return mockApi({
    'GET /api/cash': () => ({ body: day }),
    'POST /api/cash/handovers': (call) => {
      const { amountPaise } = call.body as { amountPaise: number };
      const handover: CashHandover = {
        _id: '65f1a2b3c4d5e6f7a8b9c0f1',
        riderId: ravi.rider._id,
        date: today,
        amountPaise,
        expectedPaise: ravi.outstandingPaise,
        differencePaise: amountPaise - ravi.outstandingPaise,
        isMismatch: amountPaise !== ravi.outstandingPaise,
        recordedBy: { _id: '65f1a2b3c4d5e6f7a8b9c001', name: 'Store Owner' },
        recordedAt: new Date().toISOString(),
        voided: null,
      };
      day = {
        date: today,
        riders: [
          {
            ...ravi,
            handedOverPaise: amountPaise,
            outstandingPaise: Math.max(0, ravi.collectedPaise - amountPaise),
            overPaise: Math.max(0, amountPaise - ravi.collectedPaise),
            hasMismatch: handover.isMismatch,
            handovers: [handover],
          },
        ],
      };
      return { status: 201, body: handover };
    },
    'POST /api/cash/handovers/65f1a2b3c4d5e6f7a8b9c0f1/void': (call) => {
      const { reason } = call.body as { reason: string };
      const [handover] = day.riders[0]!.handovers;
      const voided: CashHandover = {
        ...handover!,
        voided: { by: { _id: '65f1a2b3c4d5e6f7a8b9c001', name: 'Store Owner' }, at: new Date().toISOString(), reason },
      };
      day = { date: today, riders: [{ ...ravi, handovers: [voided] }] };
      return { body: voided };
    },
  });
}

const open = (path = '/cash') => renderAdminPage(<CashPage />, { path, pattern: '/cash' });
const raviCard = () => screen.findByRole('listitem', { name: 'Ravi Kumar' });

beforeEach(() => setScreenWidth(390));
afterEach(() => setScreenWidth(1280));

describe('Cash', () => {
  it('reads today by default and shows each rider’s day', async () => {
    const calls = cashServer();
    open();
    const card = await raviCard();
    expect(calls.to('GET /api/cash')[0]!.location.searchParams.get('date')).toBe(today);
    expect(screen.getByLabelText('Day')).toHaveValue(today);
    expect(card).toHaveTextContent('Delivered5');
    expect(card).toHaveTextContent('Cash collected₹1,250.50 · 3 orders');
    expect(card).toHaveTextContent('Handed over₹0.00');
    expect(card).toHaveTextContent('Still with the rider₹1,250.50');
  });

  it('reads the day in the address', async () => {
    const calls = cashServer();
    open('/cash?date=2026-11-01');
    await raviCard();
    expect(calls.to('GET /api/cash')[0]!.location.searchParams.get('date')).toBe('2026-11-01');
  });

  it('records the exact amount at once, in paise', async () => {
    const calls = cashServer();
    open();
    const card = await raviCard();
    await userEvent.type(within(card).getByLabelText('Cash handed over (₹)'), '1250.50');
    await userEvent.click(within(card).getByRole('button', { name: 'Record hand-over' }));
    await waitFor(() => expect(calls.to('POST /api/cash/handovers')).toHaveLength(1));
    expect(calls.to('POST /api/cash/handovers')[0]!.body).toEqual({
      riderId: ravi.rider._id,
      amountPaise: 125050,
      date: today,
    });
    // One Idempotency-Key for the hand-over meant, so a retried request records it once.
    expect(calls.to('POST /api/cash/handovers')[0]!.headers.get('Idempotency-Key')).toMatch(/^[\x21-\x7e]{8,100}$/);
    expect(await screen.findByText('₹1,250.50 from Ravi Kumar recorded')).toBeInTheDocument();
    expect(screen.queryByText('Mismatch recorded')).not.toBeInTheDocument();
  });

  it('asks before recording a different amount, and shows the mismatch the server flagged', async () => {
    const calls = cashServer();
    open();
    const card = await raviCard();
    await userEvent.type(within(card).getByLabelText('Cash handed over (₹)'), '1200');
    await userEvent.click(within(card).getByRole('button', { name: 'Record hand-over' }));
    expect(await within(card).findByText('₹1,200.00 is not what Ravi Kumar holds (₹1,250.50)')).toBeInTheDocument();
    expect(calls.to('POST /api/cash/handovers')).toHaveLength(0);

    // Changing the amount goes back to the box, nothing recorded.
    await userEvent.click(within(card).getByRole('button', { name: 'Change the amount' }));
    expect(calls.to('POST /api/cash/handovers')).toHaveLength(0);
    await userEvent.click(within(card).getByRole('button', { name: 'Record hand-over' }));
    await userEvent.click(await within(card).findByRole('button', { name: 'Record the mismatch' }));
    await waitFor(() => expect(calls.to('POST /api/cash/handovers')).toHaveLength(1));
    expect(calls.to('POST /api/cash/handovers')[0]!.body).toMatchObject({ amountPaise: 120000 });
    const flag = await screen.findByText('Mismatch recorded');
    expect(flag.closest('[role="alert"]')).toHaveTextContent(
      '₹1,200.00 handed over against ₹1,250.50 collected: short by ₹50.50.',
    );
    await waitFor(() => expect(within(card).getAllByText('Mismatch').length).toBeGreaterThan(0));
    // Still with the rider is what was collected less what was handed over: the ₹50.50 short.
    await waitFor(() => expect(card).toHaveTextContent('Still with the rider₹50.50'));
  });

  it('voids a wrong hand-over with a reason: it stays listed, struck through, and counts for nothing', async () => {
    const calls = cashServer();
    open();
    const card = await raviCard();
    await userEvent.type(within(card).getByLabelText('Cash handed over (₹)'), '12505');
    await userEvent.click(within(card).getByRole('button', { name: 'Record hand-over' }));
    await userEvent.click(await within(card).findByRole('button', { name: 'Record the mismatch' }));
    const list = await within(card).findByRole('list', { name: 'Hand-overs from Ravi Kumar' });
    await userEvent.click(within(list).getByRole('button', { name: 'Void' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Void hand-over' })).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Why is it wrong?'), 'Typed an extra 5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void hand-over' }));
    await waitFor(() => expect(calls.to('POST /api/cash/handovers/65f1a2b3c4d5e6f7a8b9c0f1/void')).toHaveLength(1));
    expect(calls.to('POST /api/cash/handovers/65f1a2b3c4d5e6f7a8b9c0f1/void')[0]!.body).toEqual({
      reason: 'Typed an extra 5',
    });
    expect(await within(card).findByText('Voided: Typed an extra 5')).toBeInTheDocument();
    await waitFor(() => expect(card).toHaveTextContent('Still with the rider₹1,250.50'));
    expect(within(card).queryByRole('button', { name: 'Void' })).not.toBeInTheDocument();
  });

  it('refuses an amount that is not one before asking the server', async () => {
    const calls = cashServer();
    open();
    const card = await raviCard();
    await userEvent.click(within(card).getByRole('button', { name: 'Record hand-over' }));
    expect(await within(card).findByText('Enter the rupees handed over, from 0 to ₹10,00,000.00')).toBeInTheDocument();
    expect(calls.to('POST /api/cash/handovers')).toHaveLength(0);
  });

  it('shows the error with Retry, and the empty team', async () => {
    let fail = true;
    mockApi({
      'GET /api/cash': () =>
        fail ? { status: 500, body: { message: 'Database down' } } : { body: { date: today, riders: [] } },
    });
    open();
    expect(await screen.findByText('Couldn’t load the cash')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No riders yet — add the people who deliver')).toBeInTheDocument();
  });
});
