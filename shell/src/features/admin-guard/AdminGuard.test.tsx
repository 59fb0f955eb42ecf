import { screen, waitFor } from '@testing-library/react';
import { createAppStore, setCredentials } from '@kirana/shared';
import { admin, customer, mockApi, networkDown, type ApiAnswer, type RecordedCalls } from '@kirana/shared/testing';
import { renderShell } from '../../testing';
import { AdminGuard } from './AdminGuard';

let api: RecordedCalls;
afterEach(() => api.restore());
beforeEach(() => window.localStorage.clear());

function guard(
  user: typeof customer | null,
  profile: () => ApiAnswer | Promise<ApiAnswer> = () => ({
    status: 401,
    body: { message: 'Please sign in to continue.' },
  }),
) {
  api = mockApi({ 'GET /api/users/profile': profile });
  const store = createAppStore();
  if (user) store.dispatch(setCredentials({ ...user, token: 't' }));
  window.history.replaceState(null, '');
  return renderShell(
    <AdminGuard>
      <h1>Dashboard</h1>
    </AdminGuard>,
    { store, path: '/orders' },
  );
}

describe('the admin guard', () => {
  it('an admin in the auth state is allowed without a server call', () => {
    guard(admin);
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(api).toEqual([]);
  });

  it('a customer in the auth state is sent to / with the history entry replaced, without a server call', async () => {
    const { router } = guard(customer);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(api).toEqual([]);
  });

  it('with no user, shows the loading overlay while it fetches the current user; an admin is allowed', async () => {
    let answer: (value: ApiAnswer) => void = () => undefined;
    guard(null, () => new Promise<ApiAnswer>((resolve) => (answer = resolve)));
    expect(screen.getByRole('status', { name: 'Checking your access' })).toBeInTheDocument();
    await waitFor(() => expect(api.to('GET /api/users/profile')).toHaveLength(1));
    answer({ body: admin });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it.each([
    ['the server says 401', () => ({ status: 401, body: { message: 'Please sign in to continue.' } })],
    ['the user is a customer', () => ({ body: customer })],
    ['nothing comes back', networkDown],
  ])('with no user, denied when %s', async (_case, profile) => {
    const { router } = guard(null, profile as () => ApiAnswer);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
