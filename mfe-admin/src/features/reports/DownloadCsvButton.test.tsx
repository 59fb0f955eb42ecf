import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { adminStore, mockApi, type RecordedCall } from '@kirana/shared/testing';
import { DownloadCsvButton } from './DownloadCsvButton';

const range = { from: '2026-03-01', to: '2026-03-12' };
let requests: RecordedCall[];
let clicked: { href: string; download: string }[];
let saved: Blob[];

function answer(response: () => Response | Promise<Response>) {
  requests = mockApi(response);
}

beforeEach(() => {
  requests = [];
  clicked = [];
  saved = [];
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      saved.push(blob);
      return 'blob:http://localhost/csv-1';
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: jest.fn() });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
});

const renderButton = () =>
  render(<Provider store={adminStore()}>{<DownloadCsvButton range={range} disabled={false} />}</Provider>);

describe('Download CSV', () => {
  it('fetches the range’s orders with the admin’s token and the client header, and saves the file the server named', async () => {
    answer(
      () =>
        new Response('order,total\r\nD5E6F7A8B9C0D1,115.00\r\n', {
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': 'attachment; filename="orders-2026-03-01-to-2026-03-12.csv"',
          },
        }),
    );
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    const [request] = requests;
    expect(request!.url).toBe('http://localhost:4000/api/reports/orders.csv?from=2026-03-01&to=2026-03-12');
    expect(request!.headers.get('Authorization')).toBe('Bearer admin-token');
    expect(request!.headers.get('X-Kirana-Client')).toBe('web');
    expect(clicked[0]).toEqual({
      href: 'blob:http://localhost/csv-1',
      download: 'orders-2026-03-01-to-2026-03-12.csv',
    });
    expect(await saved[0]!.text()).toBe('order,total\r\nD5E6F7A8B9C0D1,115.00\r\n');
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('names the file after the range when the server gives no name', async () => {
    answer(() => new Response('order\r\n', { headers: { 'Content-Type': 'text/csv' } }));
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(clicked[0]?.download).toBe('orders-2026-03-01-to-2026-03-12.csv'));
  });

  it('a refusal shows the server’s message and saves nothing', async () => {
    answer(
      () =>
        new Response(JSON.stringify({ message: 'to: must be a date written YYYY-MM-DD' }), {
          status: 400,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('The last day must be a date written YYYY-MM-DD')).toBeInTheDocument();
    expect(screen.getByText('The CSV didn’t download')).toBeInTheDocument();
    expect(clicked).toHaveLength(0);
  });

  it('a lost connection says so', async () => {
    answer(() => Promise.reject(new TypeError('Failed to fetch')));
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(
      await screen.findByText('Could not reach the store. Check your connection and try again.'),
    ).toBeInTheDocument();
  });
});
