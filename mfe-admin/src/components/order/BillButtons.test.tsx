import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { ToastContainer } from 'react-toastify';
import { adminStore, aCreditNote, anOrder, aTaxInvoice, mockApi } from '@kirana/shared/testing';
import { BillButtons } from './BillButtons';

const order = anOrder({ stage: 'packing', packingAt: new Date().toISOString() });
let clicked: { href: string; download: string }[];
let saved: Blob[];
let printed: string[];

beforeEach(() => {
  clicked = [];
  saved = [];
  printed = [];
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      saved.push(blob);
      return 'blob:http://localhost/bill-1';
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: jest.fn() });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
  // What the printer would get: the print-only region at the time of printing.
  jest.spyOn(window, 'print').mockImplementation(() => {
    printed.push(document.querySelector('body > .kn-bill-print')?.textContent ?? '(no print region)');
  });
});

function renderButtons(shown = order) {
  return render(
    <Provider store={adminStore()}>
      <BillButtons order={shown} />
      <ToastContainer />
    </Provider>,
  );
}

const pdf = () =>
  new Response('%PDF-1.7 bill', {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': 'attachment; filename="KN-2026-27-000042.pdf"',
    },
  });

describe('Print bill', () => {
  it('reads the bill when pressed, prints the receipt from the print-only region, and is pressable again once the print is over', async () => {
    const calls = mockApi({ [`GET /api/orders/${order._id}/bill`]: () => ({ body: aTaxInvoice() }) });
    renderButtons();
    expect(calls).toHaveLength(0);
    const button = screen.getByRole('button', { name: 'Print bill' });
    await userEvent.click(button);

    await waitFor(() => expect(window.print).toHaveBeenCalledTimes(1));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(`http://localhost:4000/api/orders/${order._id}/bill`);
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer admin-token');
    expect(printed[0]).toContain('Tax invoice');
    expect(printed[0]).toContain('No. KN/2026-27/000042');
    expect(printed[0]).toContain('TOTAL₹249.00');
    // Only the receipt prints: the region is the page's own, outside the app.
    const region = document.querySelector<HTMLElement>('body > .kn-bill-print')!;
    expect(within(region).getByRole('article', { hidden: true })).toBeInTheDocument();
    expect(region.querySelector('style')?.textContent).toContain('@page { size: 80mm auto; margin: 3mm; }');
    expect(button).toBeDisabled();

    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(document.querySelector('.kn-bill-print')).toBeNull();
    expect(button).toBeEnabled();
  });

  it('when the server refuses, says what it said, and prints nothing', async () => {
    mockApi({
      [`GET /api/orders/${order._id}/bill`]: () => ({
        status: 409,
        body: { message: 'The store’s tax details are not set yet. Add them under Store settings.' },
      }),
    });
    renderButtons();
    await userEvent.click(screen.getByRole('button', { name: 'Print bill' }));
    expect(
      await screen.findByText('The store’s tax details are not set yet. Add them under Store settings.'),
    ).toBeInTheDocument();
    expect(window.print).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Print bill' })).toBeEnabled();
  });
});

describe('Download PDF', () => {
  it('fetches the PDF with the admin’s token in the language shown, and saves it through a blob link it lets go', async () => {
    const calls = mockApi(() => pdf());
    renderButtons();
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(calls[0]!.url).toBe(`http://localhost:4000/api/orders/${order._id}/bill.pdf?lang=en`);
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer admin-token');
    expect(clicked[0]).toEqual({ href: 'blob:http://localhost/bill-1', download: 'KN-2026-27-000042.pdf' });
    expect(await saved[0]!.text()).toBe('%PDF-1.7 bill');
    expect(await screen.findByText('KN-2026-27-000042.pdf downloaded')).toBeInTheDocument();
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/bill-1'));
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('a refusal is toasted in the server’s words, and nothing is saved', async () => {
    mockApi(() => ({ status: 404, body: { message: 'Order not found' } }));
    renderButtons();
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('Order not found')).toBeInTheDocument();
    expect(clicked).toHaveLength(0);
  });
});

describe('a cancelled order that was paid online', () => {
  it('has its credit note to print and download beside the bill', async () => {
    const cancelled = anOrder({
      isCancelled: true,
      isPaid: true,
      paymentMethod: 'PHONEPE',
      paidWith: 'PHONEPE',
      packedAt: '2026-11-29T10:00:00.000Z',
      refundDue: 115,
    });
    const calls = mockApi((call) => (call.route.endsWith('/bill') ? { body: aCreditNote() } : pdf()));
    renderButtons(cancelled);
    await userEvent.click(screen.getByRole('button', { name: 'Print credit note' }));
    await waitFor(() => expect(window.print).toHaveBeenCalledTimes(1));
    expect(calls[0]!.location.search).toBe('?document=creditNote');
    expect(printed[0]).toContain('Against invoice KN/2026-27/000042');
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    await userEvent.click(screen.getByRole('button', { name: 'Download credit note (PDF)' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(calls[1]!.location.search).toBe('?lang=en&document=creditNote');
  });

  it('an order not cancelled has no credit note', () => {
    mockApi(() => ({ status: 404 }));
    renderButtons();
    expect(screen.queryByRole('button', { name: 'Print credit note' })).toBeNull();
  });
});
