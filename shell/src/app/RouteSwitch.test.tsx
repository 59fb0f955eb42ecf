import { screen, waitFor } from '@testing-library/react';
import { createAppStore, setCredentials } from '@kirana/shared';
import { admin, customer, mockApi, type RecordedCalls } from '@kirana/shared/testing';
import { renderShell } from '../testing';
import { RouteSwitch } from './RouteSwitch';

// The remotes themselves are not under test: show which one would be mounted.
jest.mock('../remotes/RemoteRoutes', () => ({
  RemoteRoutes: ({ remote }: { remote: string }) => <p>remote: {remote}</p>,
}));

let api: RecordedCalls;
beforeEach(() => {
  window.localStorage.clear();
  api = mockApi({
    'GET /api/users/profile': () => ({ status: 401, body: { message: 'Please sign in to continue.' } }),
  });
});
afterEach(() => api.restore());

function as(user: typeof customer | null) {
  const store = createAppStore();
  if (user) store.dispatch(setCredentials({ ...user, token: 't' }));
  return store;
}

describe('which remote draws a path', () => {
  it('a customer typing an admin URL is sent to / and sees the shop', async () => {
    const { router } = renderShell(<RouteSwitch />, { store: as(customer), path: '/orders' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('remote: mfe_catalog')).toBeInTheDocument();
  });

  it('a visitor typing an admin URL is sent to / after the server says they are nobody', async () => {
    const { router } = renderShell(<RouteSwitch />, { store: as(null), path: '/products' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.to('GET /api/users/profile')).toHaveLength(1);
  });

  it('login-required customer routes send a visitor without a restored user to /', async () => {
    const { router } = renderShell(<RouteSwitch />, { store: as(null), path: '/account/orders' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('a signed-in customer gets their account', async () => {
    renderShell(<RouteSwitch />, { store: as(customer), path: '/account' });
    expect(screen.getByText('remote: mfe_account')).toBeInTheDocument();
  });

  it('the admin gets the admin route set at /', () => {
    renderShell(<RouteSwitch />, { store: as(admin), path: '/' });
    expect(screen.getByText('remote: mfe_admin')).toBeInTheDocument();
  });
});
