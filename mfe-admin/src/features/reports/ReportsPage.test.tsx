import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, storeDay } from '@kirana/shared/extended';
import { aReport, emptyReport, mockApi, type RecordedCall } from '@kirana/shared/testing';
import { renderAdminPage, setScreenWidth } from '../../testing';
import { presetRange } from './reportRange';
import { ReportsPage } from './ReportsPage';

// antd picks its layout by screen width: a desk unless a test says phone.
beforeEach(() => setScreenWidth(1280));

const today = storeDay();
const open = (path = '/reports') => renderAdminPage(<ReportsPage />, { pattern: '/reports', path });
const reportCalls = (calls: RecordedCall[]) =>
  calls.map((call) => new URL(call.url)).filter((url) => url.pathname === '/api/reports/sales');
const asked = (calls: RecordedCall[]) =>
  reportCalls(calls).map((url) => `${url.searchParams.get('from')}..${url.searchParams.get('to')}`);

describe('reports', () => {
  it('opens on today (a store day in India) and shows the totals', async () => {
    const calls = mockApi(() => ({ body: aReport() }));
    open();
    const totals = await screen.findByRole('list', { name: 'Totals' });
    expect(within(totals).getByText('Orders').closest('li')).toHaveTextContent('5');
    expect(within(totals).getByText('Revenue').closest('li')).toHaveTextContent('₹1,450.00');
    expect(within(totals).getByText('Collected').closest('li')).toHaveTextContent(
      '₹1,200.00₹250.00 of these orders not paid yet',
    );
    expect(within(totals).getByText('Average order value').closest('li')).toHaveTextContent('₹290.00');
    expect(within(totals).getByText('Refunded').closest('li')).toHaveTextContent(
      '₹120.00Sent back to customers through PhonePe on these days; not taken off Collected',
    );
    expect(within(totals).getByText('Cancelled').closest('li')).toHaveTextContent('1');
    expect(asked(calls)).toEqual([`${today}..${today}`]);
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer admin-token');
  });

  it.each([
    ['Last 7 days', 'last7'],
    ['This month', 'month'],
    ['Last 30 days', 'last30'],
  ] as const)('%s asks for its days and keeps them in the URL', async (label, preset) => {
    // An empty answer keeps these tests quick: they are about the range, not what it shows.
    const calls = mockApi(() => ({ body: emptyReport() }));
    open();
    await screen.findByText(/^No orders on/);
    await userEvent.click(screen.getByText(label));
    const { from, to } = presetRange(preset, today);
    await waitFor(() => expect(asked(calls)).toContain(`${from}..${to}`));
    expect(screen.getByTestId('location')).toHaveTextContent(`/reports?from=${from}&to=${to}`);
    expect(screen.getByLabelText('From')).toHaveValue(from);
    expect(screen.getByLabelText('To')).toHaveValue(to);
  });

  it('a custom range of more than 366 days is refused on the page and never asked for; 366 is fine', async () => {
    const calls = mockApi(() => ({ body: emptyReport() }));
    open();
    await screen.findByText(/^No orders on/);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: addDays(today, -366) } });
    expect(screen.getByRole('alert')).toHaveTextContent('A report covers at most 366 days: choose a shorter range');
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    expect(screen.queryByText(/^No orders/)).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: addDays(today, -365) } });
    await waitFor(() => expect(asked(calls)).toContain(`${addDays(today, -365)}..${today}`));
    expect(asked(calls)).not.toContain(`${addDays(today, -366)}..${today}`);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a range that ends before it starts says so', () => {
    const calls = mockApi(() => ({ body: aReport() }));
    open(`/reports?from=${today}&to=${addDays(today, -3)}`);
    expect(screen.getByRole('alert')).toHaveTextContent('The last day can’t be before the first');
    expect(reportCalls(calls)).toHaveLength(0);
  });

  it('draws revenue and orders per day as labelled charts with the figures in a table for screen readers', async () => {
    mockApi(() => ({ body: aReport() }));
    open('/reports?from=2026-03-10&to=2026-03-12');
    // Label and text queries, scoped where they can be: role queries over four antd tables are slow in jsdom.
    expect(
      await screen.findByLabelText('Revenue per day: highest ₹850 on 12 Mar; ₹1,450 in all over 3 days.'),
    ).toHaveAttribute('role', 'img');
    expect(screen.getByLabelText('Orders per day: highest 3 on 12 Mar; 5 in all over 3 days.')).toHaveAttribute(
      'role',
      'img',
    );
    const table = screen.getByText('Orders and revenue per day, 10 Mar – 12 Mar 2026').closest('table')!;
    expect(table).toHaveClass('kn-adm-sr-only');
    expect(within(table).getByRole('row', { name: '10 Mar 2 ₹600.00' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: '11 Mar 0 ₹0.00' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: '12 Mar 3 ₹850.00' })).toBeInTheDocument();
    const bars = document.querySelectorAll('.kn-adm-bars__bar title');
    expect([...bars].map((title) => title.textContent)).toEqual([
      '10 Mar: ₹600.00',
      '11 Mar: ₹0.00',
      '12 Mar: ₹850.00',
      '10 Mar: 2 orders',
      '11 Mar: 0 orders',
      '12 Mar: 3 orders',
    ]);
  });

  it('shows payment methods, societies, top products and delivery against the 35-minute promise', async () => {
    mockApi(() => ({ body: aReport() }));
    open('/reports?from=2026-03-10&to=2026-03-12');
    const card = async (title: string) => within((await screen.findByText(title)).closest<HTMLElement>('.ant-card')!);
    const byMethod = await card('By payment method');
    expect(byMethod.getByRole('row', { name: 'Cash on Delivery 3 ₹850.00' })).toBeInTheDocument();
    expect(byMethod.getByRole('row', { name: 'PhonePe 2 ₹600.00' })).toBeInTheDocument();
    expect((await card('By society')).getByRole('row', { name: 'Palm Grove, Wakad 5 ₹1,450.00' })).toBeInTheDocument();
    expect((await card('Top products')).getByRole('row', { name: 'Toned Milk 7 ₹192.50' })).toBeInTheDocument();
    expect(screen.getByText('Delivery time against the 35-minute promise')).toBeInTheDocument();
    expect(screen.getByText('Average time to the door').nextElementSibling).toHaveTextContent('28 min');
    expect(screen.getByText('Within the promise').nextElementSibling).toHaveTextContent('3');
    expect(screen.getByText('Late').nextElementSibling).toHaveTextContent('1');
  });

  it('a range without orders says so', async () => {
    mockApi(() => ({ body: emptyReport() }));
    open('/reports?from=2026-03-12&to=2026-03-12');
    expect(await screen.findByText('No orders on 12 Mar 2026')).toBeInTheDocument();
  });

  it('a range without orders but with money in (a khata paid for earlier orders) shows what came in', async () => {
    const khataDay = emptyReport();
    khataDay.totals = {
      ...khataDay.totals,
      collected: 200,
      collectedWith: { ...khataDay.totals.collectedWith, khata: 200 },
    };
    mockApi(() => ({ body: khataDay }));
    open('/reports?from=2026-03-12&to=2026-03-12');
    const totals = await screen.findByRole('list', { name: 'Totals' });
    expect(within(totals).getByText('Khata').closest('li')).toHaveTextContent('₹200.00');
    expect(screen.queryByText('No orders on 12 Mar 2026')).not.toBeInTheDocument();
  });

  it('shows skeletons while loading, and a failure with Retry', async () => {
    let fail = true;
    mockApi(() =>
      fail
        ? { status: 500, body: { message: 'Something went wrong on our side. Please try again.' } }
        : { body: aReport() },
    );
    open();
    expect(screen.getByLabelText('Loading the report')).toBeInTheDocument();
    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Totals' })).toBeInTheDocument();
  });
});
