import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, selectUser } from '@kirana/shared';
import { adminStore, mockApi } from '@kirana/shared/testing';
import { renderAdminPage, setScreenWidth } from '../../testing';
import { AccountPage } from './AccountPage';

// antd picks its layout by screen width: a desk unless a test says phone.
beforeEach(() => setScreenWidth(1280));

/** The store's tax details, not set yet (the page reads them for its tax card). */
const NO_TAX_DETAILS = { 'GET /api/store/tax-profile': () => ({ body: null }) };

const open = (store = adminStore()) =>
  renderAdminPage(<AccountPage />, { pattern: '/account', path: '/account', store });

describe('admin account', () => {
  it('shows the admin’s name to edit and the phone they sign in with; Save waits for a change', () => {
    open();
    expect(screen.getByLabelText('Your name')).toHaveValue('Store admin');
    expect(screen.getByText('+91 90000 00000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('saves the trimmed name with PUT /api/users/profile and updates the signed-in user (and what is stored)', async () => {
    const store = adminStore();
    const calls = mockApi({
      ...NO_TAX_DETAILS,
      'PUT /api/users/profile': () => ({ body: { name: 'Ramesh Kulkarni', address: [] } }),
    });
    open(store);
    const name = screen.getByLabelText('Your name');
    await userEvent.clear(name);
    await userEvent.type(name, '  Ramesh Kulkarni ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(selectUser(store.getState())?.name).toBe('Ramesh Kulkarni'));
    const saves = calls.to('PUT /api/users/profile');
    expect(saves).toEqual([expect.objectContaining({ method: 'PUT', body: { name: 'Ramesh Kulkarni' } })]);
    expect(saves[0]!.url).toBe('http://localhost:4000/api/users/profile');
    expect(saves[0]!.headers.get('Authorization')).toBe('Bearer admin-token');
    expect(JSON.parse(window.localStorage.getItem('user') ?? '{}')).toMatchObject({
      name: 'Ramesh Kulkarni',
      token: 'admin-token',
    });
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('a blank name is refused with a message and never sent', async () => {
    const calls = mockApi(NO_TAX_DETAILS);
    open();
    const name = screen.getByLabelText('Your name');
    await userEvent.clear(name);
    await userEvent.type(name, '   {Enter}');
    expect(await screen.findByText('Please enter your name')).toBeInTheDocument();
    expect(calls.to('PUT /api/users/profile')).toHaveLength(0);
  });

  it('a refused save shows the server’s message and keeps the old name', async () => {
    const store = adminStore();
    mockApi({
      ...NO_TAX_DETAILS,
      'PUT /api/users/profile': () => ({ status: 400, body: { message: 'name: must be 1 to 60 characters' } }),
    });
    open(store);
    await userEvent.type(screen.getByLabelText('Your name'), 's');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The name must be 1 to 60 characters')).toBeInTheDocument();
    expect(selectUser(store.getState())?.name).toBe('Store admin');
  });

  it('Log out asks the shell over the bus', async () => {
    const heard = jest.fn();
    const off = bus.on('auth:logout-requested', heard);
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(heard).toHaveBeenCalledTimes(1);
    off();
  });
});
