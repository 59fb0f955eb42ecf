import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@kirana/shared';
import { renderPage } from '../../testing';
import { AccountPage } from './AccountPage';

describe('account hub', () => {
  it('greets the customer and leads to orders, addresses, profile, support and terms', () => {
    renderPage(<AccountPage />, { pattern: '/account', path: '/account' });
    expect(screen.getByRole('heading', { name: 'Hi, Asha' })).toBeInTheDocument();
    expect(screen.getByText('+91 98765 43210')).toBeInTheDocument();
    const links = screen.getAllByRole('link').map((link) => [link.querySelector('.kn-acc-hub__title')?.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['My orders', '/account/orders'],
      ['Addresses', '/address'],
      ['Profile', '/profile'],
      ['Support', '/support'],
      ['Terms & Policies', '/terms-and-policies'],
    ]);
  });

  it('Log out asks the shell to log the customer out', async () => {
    const heard = jest.fn();
    const off = bus.on('auth:logout-requested', heard);
    renderPage(<AccountPage />, { pattern: '/account', path: '/account' });
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(heard).toHaveBeenCalledTimes(1);
    off();
  });
});
