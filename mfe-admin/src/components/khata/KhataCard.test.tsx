import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CustomerKhata } from '@kirana/shared';
import { mockApi } from '@kirana/shared/testing';
import { renderAdminPage, setScreenWidth } from '../../testing';
import { KhataCard } from './KhataCard';

const CUSTOMER = '65f1a2b3c4d5e6f7a8b9c0aa';
const older = {
  _id: '65f1a2b3c4d5e6f7a8b9c0d1',
  orderNumber: 'D5E6F7A8B9C0D1',
  totalPaise: 15000,
  duePaise: 15000,
  createdAt: '2026-11-20T05:00:00.000Z',
  deliveredAt: '2026-11-20T05:30:00.000Z',
};
const newer = {
  _id: '65f1a2b3c4d5e6f7a8b9c0d2',
  orderNumber: 'D5E6F7A8B9C0D2',
  totalPaise: 20000,
  duePaise: 20000,
  createdAt: '2026-11-22T05:00:00.000Z',
  deliveredAt: '2026-11-22T05:30:00.000Z',
};
const owing: CustomerKhata = {
  owedPaise: 35000,
  creditPaise: 0,
  balanceDuePaise: 35000,
  unpaidOrders: 2,
  orders: [older, newer],
  payments: [],
};

beforeEach(() => setScreenWidth(1280));
const open = () =>
  renderAdminPage(<KhataCard customerId={CUSTOMER} />, { path: '/customers/x', elsewhere: ['/order/:id'] });

describe('Khata on the customer page', () => {
  it('shows the balance due and the unpaid orders, oldest first', async () => {
    mockApi(() => ({ body: owing }));
    open();
    expect(await screen.findByTestId('khata-balance')).toHaveTextContent('Balance due ₹350.00');
    const orders = within(screen.getByRole('list', { name: 'Unpaid orders, oldest first' })).getAllByRole('listitem');
    expect(orders.map((li) => within(li).getByRole('link').textContent)).toEqual([
      'Order #D5E6F7A8B9C0D1',
      'Order #D5E6F7A8B9C0D2',
    ]);
  });

  it('records a part payment in paise and shows what is left and the credit', async () => {
    const after = {
      owedPaise: 20000,
      creditPaise: 5000,
      balanceDuePaise: 15000,
      unpaidOrders: 1,
      orders: [newer],
      payments: [
        { _id: 'a'.repeat(24), amountPaise: 20000, method: 'UPI' as const, createdAt: '2026-11-25T05:00:00.000Z' },
      ],
    };
    let khata: CustomerKhata = owing;
    const calls = mockApi(({ method }) => {
      if (method !== 'POST') return { body: khata };
      khata = after;
      return { status: 201, body: { ...after, settledOrders: [older._id] } };
    });
    open();
    await screen.findByTestId('khata-balance');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Amount received (₹)' }), '200');
    await userEvent.click(screen.getByRole('radio', { name: 'UPI' }));
    await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    await waitFor(() =>
      expect(screen.getByTestId('khata-balance')).toHaveTextContent('Balance due ₹150.00 · credit ₹50.00'),
    );
    const sent = calls.find((call) => call.method === 'POST');
    expect(sent).toMatchObject({
      url: expect.stringContaining(`/api/users/${CUSTOMER}/khata/payments`),
      body: { amountPaise: 20000, method: 'UPI' },
    });
    // The payment carries its own key, so sending it again cannot record it twice.
    expect(sent!.headers.get('Idempotency-Key')).toMatch(/^[\x21-\x7e]{8,100}$/);
    expect(await screen.findByText('₹200.00 recorded: 1 order settled, ₹50.00 kept as credit')).toBeInTheDocument();
  });

  it('refuses an amount out of range with the shopkeeper’s sentence and sends nothing', async () => {
    const calls = mockApi(() => ({ body: owing }));
    open();
    await screen.findByTestId('khata-balance');
    for (const typed of ['0', '0.001', '100001']) {
      await userEvent.clear(screen.getByRole('spinbutton', { name: 'Amount received (₹)' }));
      await userEvent.type(screen.getByRole('spinbutton', { name: 'Amount received (₹)' }), typed);
      await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Enter the amount received, from ₹0.01 to ₹1,00,000, with at most 2 decimals',
      );
    }
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});
