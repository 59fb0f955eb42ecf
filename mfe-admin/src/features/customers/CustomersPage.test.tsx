import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aPage, asha, mockApi, ravi } from '@kirana/shared/testing';
import { renderAdminPage, setScreenWidth } from '../../testing';
import { CustomersPage } from './CustomersPage';

// antd picks its layout by screen width: a desk unless a test says phone.
beforeEach(() => setScreenWidth(1280));

const open = (path = '/customers') =>
  renderAdminPage(<CustomersPage />, { pattern: '/customers', path, elsewhere: ['/customers/:id', '/customer'] });
const listCalls = (calls: { url: string }[]) =>
  calls.map((call) => new URL(call.url)).filter((url) => url.pathname === '/api/users');

describe('customers list', () => {
  it('shows each customer’s name, phone, orders, total spent, last order and addresses, asked with the admin’s token', async () => {
    const calls = mockApi(() => ({ body: aPage([asha, ravi], { total: 2 }) }));
    open();
    const row = (await screen.findByRole('link', { name: 'Asha Patil' })).closest('tr')!;
    expect(within(row).getByText('+91 98765 43210')).toBeInTheDocument();
    expect(within(row).getByText('2')).toBeInTheDocument();
    expect(within(row).getByText('₹1,234.50')).toBeInTheDocument();
    expect(within(row).getByText(/12 Mar 2026/)).toBeInTheDocument();
    expect(within(row).getByText('B-304, Palm Grove, Wakad +1 more')).toBeInTheDocument();
    const quiet = screen.getByRole('link', { name: 'No name yet' }).closest('tr')!;
    expect(within(quiet).getByText('No orders yet')).toBeInTheDocument();
    expect(within(quiet).getByText('No address saved')).toBeInTheDocument();
    expect(screen.getByText('2 customers')).toBeInTheDocument();
    const [url] = listCalls(calls);
    expect(Object.fromEntries(url!.searchParams)).toEqual({ sort: 'recent', page: '1', pageSize: '20' });
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer admin-token');
  });

  it('searching waits for typing to pause, then puts the search in the URL and asks once', async () => {
    const calls = mockApi(({ url }) => ({
      body: new URL(url).searchParams.get('search') ? aPage([asha]) : aPage([asha, ravi]),
    }));
    open('/customers?page=3');
    await screen.findByText('2 customers');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search customers by phone or name' }), 'asha');
    expect(screen.getByTestId('location')).toHaveTextContent('/customers?page=3');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/customers?search=asha'));
    await screen.findByText('1 customer matching “asha”');
    const searches = listCalls(calls).map((url) => url.searchParams.get('search'));
    expect(searches).toEqual([null, 'asha']);
  });

  it('sort is in the URL and in the request; the default (recent orders) leaves the URL clean', async () => {
    const calls = mockApi(() => ({ body: aPage([asha]) }));
    open('/customers?search=98765');
    expect(await screen.findByRole('searchbox')).toHaveValue('98765');
    await userEvent.click(screen.getByText('Top spenders'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/customers?search=98765&sort=top'));
    await waitFor(() => expect(listCalls(calls).at(-1)!.searchParams.get('sort')).toBe('top'));
    expect(listCalls(calls).at(-1)!.searchParams.get('search')).toBe('98765');
    await userEvent.click(screen.getByText('Recent orders'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/customers\?search=98765$/));
  });

  it('pages on the server: the next page is asked for and kept in the URL', async () => {
    const calls = mockApi(({ url }) => ({
      body: aPage([asha], { page: Number(new URL(url).searchParams.get('page')), total: 45 }),
    }));
    open('/customers?sort=new');
    await screen.findByText('45 customers');
    await userEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/customers?sort=new&page=2'));
    await waitFor(() => expect(listCalls(calls).at(-1)!.searchParams.get('page')).toBe('2'));
  });

  it('a row opens the customer’s page', async () => {
    mockApi(() => ({ body: aPage([asha]) }));
    open();
    await userEvent.click(await screen.findByText('₹1,234.50'));
    expect(screen.getByTestId('location')).toHaveTextContent(`/customers/${asha._id}`);
  });

  it('says when no customer matches, and clearing the search shows everyone again', async () => {
    mockApi(({ url }) => ({ body: new URL(url).searchParams.get('search') ? aPage([]) : aPage([asha]) }));
    open('/customers?search=zzz');
    expect(await screen.findByText('No customer’s phone or name matches “zzz”')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByRole('link', { name: 'Asha Patil' })).toBeInTheDocument();
  });

  it('a failed load says so and Retry asks again', async () => {
    let fail = true;
    mockApi(() =>
      fail
        ? { status: 500, body: { message: 'Something went wrong on our side. Please try again.' } }
        : { body: aPage([asha]) },
    );
    open();
    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Asha Patil' })).toBeInTheDocument();
  });

  it('on a phone each customer is a card linking to their page', async () => {
    setScreenWidth(360);
    mockApi(() => ({ body: aPage([asha]) }));
    open();
    const card = await screen.findByRole('link', { name: /Asha Patil/ });
    expect(card).toHaveAttribute('href', `/customers/${asha._id}`);
    expect(card).toHaveTextContent('+91 98765 43210 · 2 orders');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
