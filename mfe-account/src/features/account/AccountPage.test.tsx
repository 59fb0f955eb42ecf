import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@kirana/shared';
import { mockApi, riderStore } from '@kirana/shared/testing';
import { renderPage } from '../../testing';
import { AccountPage } from './AccountPage';

const clear = { owedPaise: 0, creditPaise: 0, balanceDuePaise: 0, unpaidOrders: 0 };
beforeEach(() => mockApi(() => ({ body: clear })));

describe('account hub', () => {
  it('greets the customer and leads to orders, addresses, profile, support and terms', () => {
    renderPage(<AccountPage />, { pattern: '/account', path: '/account' });
    expect(screen.getByRole('heading', { name: 'Hi, Asha' })).toBeInTheDocument();
    expect(screen.getByText('+91 98765 43210')).toBeInTheDocument();
    const links = screen
      .getAllByRole('link')
      .map((link) => [link.querySelector('.kn-acc-hub__title')?.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['My orders', '/account/orders'],
      ['Addresses', '/address'],
      ['Profile', '/profile'],
      ['Support', '/support'],
      ['Terms & Policies', '/terms-and-policies'],
    ]);
  });

  it('leads a rider to My run first', () => {
    renderPage(<AccountPage />, { pattern: '/account', path: '/account', store: riderStore() });
    const first = screen.getAllByRole('link')[0]!;
    expect(first).toHaveAttribute('href', '/rider');
    expect(first).toHaveTextContent('My runOrders to deliver, in walking order');
  });

  it('Log out asks the shell to log the customer out', async () => {
    const heard = jest.fn();
    const off = bus.on('auth:logout-requested', heard);
    renderPage(<AccountPage />, { pattern: '/account', path: '/account' });
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(heard).toHaveBeenCalledTimes(1);
    off();
  });

  it('shows what the customer owes the store on their khata, after any credit', async () => {
    const calls = mockApi(() => ({
      body: { owedPaise: 20000, creditPaise: 5000, balanceDuePaise: 15000, unpaidOrders: 1 },
    }));
    renderPage(<AccountPage />, { pattern: '/account', path: '/account' });
    expect(await screen.findByTestId('my-khata')).toHaveTextContent(
      '₹150.00 to pay for 1 delivered order (after your ₹50.00 credit). Pay in cash or by UPI with your next order.',
    );
    expect(calls.map((call) => new URL(call.url).pathname)).toEqual(['/api/khata/mine']);
  });

  it('shows a credit alone', async () => {
    mockApi(() => ({ body: { owedPaise: 0, creditPaise: 5000, balanceDuePaise: 0, unpaidOrders: 0 } }));
    renderPage(<AccountPage />, { pattern: '/account', path: '/account' });
    expect(await screen.findByTestId('my-khata')).toHaveTextContent(
      '₹50.00 credit with the store: it goes towards your next order.',
    );
  });

  it('says nothing when the tab is clear', async () => {
    const calls = mockApi(() => ({ body: clear }));
    renderPage(<AccountPage />, { pattern: '/account', path: '/account' });
    await screen.findByRole('heading', { name: 'Hi, Asha' });
    await waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('my-khata')).toBeNull();
  });
});
