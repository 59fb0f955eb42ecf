import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { bus, createAppStore, setAddresses, setCredentials } from '@kirana/shared';
import { SessionEvents } from '../../lib/session/SessionEvents';
import {
  admin,
  customer,
  mockApi,
  networkDown,
  palmGroveB304,
  type RecordedCalls,
  rider,
} from '@kirana/shared/testing';
import { renderShell } from '../../testing';
import { Header } from './Header';

let api: RecordedCalls;
beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  api = mockApi({ 'POST /api/users/logout': () => ({ body: { message: 'You have been logged out.' } }) });
});
afterEach(() => api.restore());

function signedIn(user: typeof customer & { role?: typeof rider.role } = customer) {
  const store = createAppStore();
  store.dispatch(setCredentials({ ...user, token: 'tok-9' }));
  store.dispatch(setAddresses([palmGroveB304]));
  window.sessionStorage.setItem('user', 'left over');
  return store;
}

/** The Profile button once its menu's code has loaded (a placeholder holds its place until then). */
async function profileButton(): Promise<HTMLElement> {
  await waitFor(() => expect(screen.getByRole('button', { name: 'Profile' })).toBeEnabled());
  return screen.getByRole('button', { name: 'Profile' });
}

describe('the header’s Profile menu', () => {
  it('puts My run first for a rider of the delivery team (a customer never sees it)', async () => {
    renderShell(<Header />, { store: signedIn(rider), path: '/' });
    await userEvent.click(await profileButton());
    const items = within(screen.getByRole('menu', { name: 'Profile' })).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['My run', 'My orders', 'Addresses', 'Account', 'Log out']);
    expect(items[0]).toHaveAttribute('href', '/rider');
  });

  it('opens a menu of My orders, Addresses, Account and Log out; Escape closes it and returns focus', async () => {
    renderShell(<Header />, { store: signedIn(), path: '/product/x' });
    const profile = await profileButton();
    expect(profile).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(profile);
    const menu = screen.getByRole('menu', { name: 'Profile' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['My orders', 'Addresses', 'Account', 'Log out']);
    expect(items.slice(0, 3).map((item) => item.getAttribute('href'))).toEqual([
      '/account/orders',
      '/address',
      '/account',
    ]);
    expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(items[2]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(items[3]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(profile).toHaveFocus();
  });

  it('goes to a page and closes', async () => {
    const { router } = renderShell(<Header />, { store: signedIn(), path: '/product/x' });
    await userEvent.click(await profileButton());
    await userEvent.click(screen.getByRole('menuitem', { name: 'My orders' }));
    expect(router.state.location.pathname).toBe('/account/orders');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('Log out revokes the session on the server, forgets the user and addresses everywhere, and goes home', async () => {
    const signedOut = jest.fn();
    const off = bus.on('auth:signed-out', signedOut);
    const store = signedIn();
    const { router } = renderShell(<Header />, { store, path: '/account' });
    await userEvent.click(await profileButton());
    await userEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Log In/ })).toBeInTheDocument());

    const [call] = api.to('POST /api/users/logout');
    expect(call!.headers.get('Authorization')).toBe('Bearer tok-9');
    expect(store.getState().auth.userInfo).toBeNull();
    expect(store.getState().addresses.list).toEqual([]);
    for (const area of [window.localStorage, window.sessionStorage]) {
      expect(area.getItem('user')).toBeNull();
      expect(area.getItem('addresses')).toBeNull();
    }
    expect(screen.getByRole('button', { name: /Select Location/ })).toBeInTheDocument();
    expect(signedOut).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/');
    off();
  });

  it('signs out on this device even when the logout call fails', async () => {
    api.restore();
    api = mockApi({ 'POST /api/users/logout': networkDown });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = signedIn();
    renderShell(<Header />, { store });
    await userEvent.click(await profileButton());
    await userEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(store.getState().auth.userInfo).toBeNull());
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('any part of the store can ask for logout over the bus', async () => {
    const store = signedIn();
    renderShell(<SessionEvents />, { store });
    act(() => bus.emit('auth:logout-requested', {}));
    await waitFor(() => expect(store.getState().auth.userInfo).toBeNull());
    expect(api.to('POST /api/users/logout')).toHaveLength(1);
  });

  it('the admin’s slimmer header offers Account and Log out only', async () => {
    renderShell(<Header />, { store: signedIn(admin) });
    expect(screen.getByText('Store admin')).toBeInTheDocument();
    expect(screen.queryByPlaceholderText('Search for items')).not.toBeInTheDocument();
    await userEvent.click(await profileButton());
    expect(
      within(screen.getByRole('menu'))
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Account', 'Log out']);
  });
});
