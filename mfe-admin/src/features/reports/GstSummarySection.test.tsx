import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GstSummary } from '@kirana/shared';
import { storeMonth } from '@kirana/shared/extended';
import { mockApi, type RecordedCall } from '@kirana/shared/testing';
import { renderAdminPage, setScreenWidth } from '../../testing';
import { ReportsPage } from './ReportsPage';

beforeEach(() => setScreenWidth(1280));

const month = storeMonth();
const open = () => renderAdminPage(<ReportsPage />, { pattern: '/reports', path: '/reports?view=gst' });
const gstCalls = (calls: RecordedCall[]) => calls.filter((call) => call.location.pathname === '/api/reports/gst');

const figures = (taxableValue: number, tax: number) => ({
  taxableValue,
  cgst: tax,
  sgst: tax,
  total: Math.round((taxableValue + 2 * tax) * 100) / 100,
});

function aSummary(): GstSummary {
  return {
    month,
    from: `${month}-01`,
    to: `${month}-28`,
    documents: {
      invoices: 12,
      plainBills: 2,
      creditNotes: 1,
      firstNumber: 'KN/26-27/000031',
      lastNumber: 'KN/26-27/000042',
      firstCreditNote: 'CN/26-27/000003',
      lastCreditNote: 'CN/26-27/000003',
    },
    byRate: [
      { gstRate: 0, ...figures(300, 0) },
      { gstRate: 18, ...figures(100, 9) },
    ],
    byHsn: [
      { hsn: '0401', gstRate: 0, ...figures(300, 0), quantity: 10 },
      { hsn: '1905', gstRate: 18, ...figures(100, 9), quantity: 4 },
    ],
    totals: { ...figures(400, 9), untaxedSales: 250 },
  };
}

function emptySummary(): GstSummary {
  return {
    ...aSummary(),
    documents: {
      invoices: 0,
      plainBills: 0,
      creditNotes: 0,
      firstNumber: null,
      lastNumber: null,
      firstCreditNote: null,
      lastCreditNote: null,
    },
    byRate: [],
    byHsn: [],
    totals: { ...figures(0, 0), untaxedSales: 0 },
  };
}

describe('the GST summary', () => {
  it('opens on this month with the documents, the rate and HSN tables and their totals', async () => {
    const calls = mockApi(() => ({ body: aSummary() }));
    open();
    expect(screen.getByRole('tab', { name: 'GST summary' })).toHaveAttribute('aria-selected', 'true');
    expect(
      screen.getByText(
        'Credit notes issued this month are subtracted. Plain bills (before the store had a GSTIN) carry no tax.',
      ),
    ).toBeInTheDocument();
    const rates = within((await screen.findByText('By GST rate')).closest<HTMLElement>('.ant-card')!);
    expect(rates.getByRole('row', { name: '18% ₹100.00 ₹9.00 ₹9.00 ₹118.00' })).toBeInTheDocument();
    expect(rates.getByRole('row', { name: 'Total ₹400.00 ₹9.00 ₹9.00 ₹418.00' })).toBeInTheDocument();
    const hsn = within(screen.getByText('By HSN code').closest<HTMLElement>('.ant-card')!);
    expect(hsn.getByRole('row', { name: '0401 0% 10 ₹300.00 ₹0.00 ₹0.00 ₹300.00' })).toBeInTheDocument();
    expect(hsn.getByRole('row', { name: 'Total ₹400.00 ₹9.00 ₹9.00 ₹418.00' })).toBeInTheDocument();
    expect(screen.getByText('Invoices and bills').nextElementSibling).toHaveTextContent(
      '12KN/26-27/000031 – KN/26-27/0000422 plain bills',
    );
    expect(screen.getByText('Credit notes').nextElementSibling).toHaveTextContent('1CN/26-27/000003');
    expect(screen.getByText('Untaxed sales (plain bills)').nextElementSibling).toHaveTextContent('₹250.00');
    // The sales report is not asked for while the GST tab is open.
    expect(calls.to('GET /api/reports/sales')).toHaveLength(0);
    expect(gstCalls(calls).map((call) => call.location.searchParams.get('month'))).toEqual([month]);
    expect(gstCalls(calls)[0]!.headers.get('Authorization')).toBe('Bearer admin-token');
  });

  it('a month without documents says so; later months cannot be picked, an earlier one is asked for', async () => {
    const calls = mockApi(() => ({ body: emptySummary() }));
    open();
    expect(await screen.findByText(/^No invoices or credit notes in /)).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Month'));
    const cells = [...document.querySelectorAll<HTMLElement>('.ant-picker-month-panel td.ant-picker-cell')];
    expect(cells).toHaveLength(12);
    const monthIndex = Number(month.slice(5, 7)) - 1;
    cells.forEach((cell, i) => {
      expect(cell.classList.contains('ant-picker-cell-disabled')).toBe(i > monthIndex);
    });
    if (monthIndex > 0) {
      await userEvent.click(cells[0]!.querySelector('.ant-picker-cell-inner')!);
      await waitFor(() =>
        expect(gstCalls(calls).map((call) => call.location.searchParams.get('month'))).toContain(
          `${month.slice(0, 4)}-01`,
        ),
      );
    }
  });

  it('shows a skeleton while loading, and a failure with Retry', async () => {
    let fail = true;
    mockApi(() =>
      fail
        ? { status: 500, body: { message: 'Something went wrong on our side. Please try again.' } }
        : { body: aSummary() },
    );
    open();
    expect(screen.getByLabelText('Loading the GST summary')).toBeInTheDocument();
    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('By GST rate')).toBeInTheDocument();
  });

  it('Download CSV fetches the month’s CSV with the admin’s token and saves it under the server’s name', async () => {
    const saved: Blob[] = [];
    const clicked: string[] = [];
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      value: (blob: Blob) => {
        saved.push(blob);
        return 'blob:http://localhost/gst-1';
      },
    });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: jest.fn() });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const calls = mockApi((call) =>
      call.location.pathname === '/api/reports/gst.csv'
        ? new Response('\uFEFFTable,HSN/SAC\r\n', {
            headers: {
              'Content-Type': 'text/csv; charset=utf-8',
              'Content-Disposition': `attachment; filename="kirana-gst-${month}.csv"`,
            },
          })
        : { body: aSummary() },
    );
    open();
    await screen.findByText('By GST rate');
    await userEvent.click(screen.getByRole('button', { name: /^Download CSV: GST summary for / }));
    await waitFor(() => expect(clicked).toEqual([`kirana-gst-${month}.csv`]));
    const csv = calls.to('GET /api/reports/gst.csv');
    expect(csv).toHaveLength(1);
    expect(csv[0]!.location.searchParams.get('month')).toBe(month);
    expect(csv[0]!.headers.get('Authorization')).toBe('Bearer admin-token');
    expect(saved).toHaveLength(1);
  });
});
