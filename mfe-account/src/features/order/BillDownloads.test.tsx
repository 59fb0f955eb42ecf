import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { type Order, switchLocale } from '@kirana/shared';
import { anOrder, fakeRealtime, mockApi } from '@kirana/shared/testing';
import { renderPage } from '../../testing';
import { OrderDetailPage } from './OrderDetailPage';

fakeRealtime();
let clicked: { href: string; download: string }[];

beforeEach(() => {
  clicked = [];
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:http://localhost/bill-9' });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: jest.fn() });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
});

const pdf = () =>
  new Response('%PDF-1.7', {
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="bill-42.pdf"' },
  });

/** The order page of `order`; its PDFs answered by `file` (a PDF unless told). */
function openOrder(order: Order, file: () => Response | { status: number; body: unknown } = pdf) {
  const calls = mockApi((call) => (call.location.pathname.endsWith('.pdf') ? file() : { body: order }));
  renderPage(<OrderDetailPage />, { pattern: '/order/:id', path: `/order/${order._id}` });
  render(<ToastContainer />);
  return calls;
}

const billCard = async () => within(await screen.findByRole('region', { name: 'Bill summary' }));

describe('the bill’s PDF on the customer’s order page', () => {
  it('a delivered order offers Download bill (PDF): fetched with the customer’s token in the page’s language, saved through a blob link', async () => {
    const order = anOrder({ isDelivered: true, deliveredAt: new Date().toISOString(), isPaid: true });
    const calls = openOrder(order);
    await userEvent.click((await billCard()).getByRole('button', { name: 'Download bill (PDF)' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    const download = calls.find((call) => call.location.pathname.endsWith('.pdf'))!;
    expect(download.url).toBe(`http://localhost:4000/api/orders/${order._id}/bill.pdf?lang=en`);
    expect(download.headers.get('Authorization')).toBe('Bearer token-1');
    expect(clicked[0]).toEqual({ href: 'blob:http://localhost/bill-9', download: 'bill-42.pdf' });
    expect(screen.queryByRole('button', { name: 'Download credit note (PDF)' })).toBeNull();
  });

  it('an order paid online offers it once packed, before delivery', async () => {
    openOrder(
      anOrder({
        paymentMethod: 'PHONEPE',
        isPaid: true,
        paidWith: 'PHONEPE',
        paymentStatus: 'PAID',
        stage: 'packed',
        packedAt: '2026-11-29T10:00:00.000Z',
      }),
    );
    expect((await billCard()).getByRole('button', { name: 'Download bill (PDF)' })).toBeEnabled();
  });

  it('a cash order not yet delivered has no bill to download yet', async () => {
    openOrder(anOrder());
    expect((await billCard()).queryByRole('button', { name: /Download/ })).toBeNull();
  });

  it('an order cancelled after it was paid offers its credit note', async () => {
    const order = anOrder({
      paymentMethod: 'PHONEPE',
      isPaid: true,
      paidWith: 'PHONEPE',
      packedAt: '2026-11-29T10:00:00.000Z',
      isCancelled: true,
      stage: 'cancelled',
      refundDue: 115,
    });
    const calls = openOrder(order);
    await userEvent.click((await billCard()).getByRole('button', { name: 'Download credit note (PDF)' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(calls.find((call) => call.location.pathname.endsWith('.pdf'))!.location.search).toBe(
      '?lang=en&document=creditNote',
    );
  });

  it('a refusal shows the server’s message in a toast', async () => {
    openOrder(anOrder({ isDelivered: true, isPaid: true }), () => ({
      status: 409,
      body: { message: 'The bill is being made. Try again in a minute.' },
    }));
    await userEvent.click((await billCard()).getByRole('button', { name: 'Download bill (PDF)' }));
    expect(await screen.findByText('The bill is being made. Try again in a minute.')).toBeInTheDocument();
    expect(clicked).toHaveLength(0);
  });

  it('in Hindi: the button in Hindi, and the PDF asked for in Hindi', async () => {
    await act(() => switchLocale('hi'));
    try {
      const calls = openOrder(anOrder({ isDelivered: true, isPaid: true }));
      await userEvent.click(await screen.findByRole('button', { name: 'बिल डाउनलोड करें (PDF)' }));
      await waitFor(() => expect(clicked).toHaveLength(1));
      expect(calls.find((call) => call.location.pathname.endsWith('.pdf'))!.location.search).toBe('?lang=hi');
    } finally {
      await act(() => switchLocale('en'));
    }
  });
});
