import { createAppStore, setAddresses, setCredentials } from '@kirana/shared';
import {
  customer,
  mockApi,
  networkDown,
  palmGroveB304,
  type ApiHandler,
  type RecordedCalls,
} from '@kirana/shared/testing';
import { checkSignedIn } from './signedInCheck';

let api: RecordedCalls;
afterEach(() => api.restore());
beforeEach(() => window.localStorage.clear());

function restored() {
  const store = createAppStore();
  store.dispatch(setCredentials({ ...customer, token: 'tok-1' }));
  store.dispatch(setAddresses([palmGroveB304]));
  return store;
}

describe('the signed-in check', () => {
  it('a user with _id: signed in, keeping the token, with the server’s name and addresses', async () => {
    api = mockApi({ 'GET /api/users/profile': () => ({ body: { ...customer, name: 'Asha P', userAddresses: [] } }) });
    const store = restored();
    const check = await checkSignedIn(store.dispatch, store.getState);
    expect(check.outcome).toBe('signed-in');
    expect(store.getState().auth.userInfo).toEqual({ ...customer, name: 'Asha P', userAddresses: [], token: 'tok-1' });
    expect(store.getState().addresses.list).toEqual([]);
    const [call] = api.to('GET /api/users/profile');
    expect(call!.headers.get('Authorization')).toBe('Bearer tok-1');
  });

  it.each([
    ['401', { status: 401, body: { message: 'Please sign in to continue.' } }],
    ['no _id', { body: { name: 'Asha' } }],
  ])('%s: the stored user is removed', async (_case, answer) => {
    api = mockApi({ 'GET /api/users/profile': () => answer });
    const store = restored();
    expect((await checkSignedIn(store.dispatch, store.getState)).outcome).toBe('signed-out');
    expect(store.getState().auth.userInfo).toBeNull();
    expect(store.getState().addresses.list).toEqual([]);
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  it.each([
    ['a server error', () => ({ status: 500, body: { message: 'boom' } })],
    ['no network', networkDown],
  ] as [string, ApiHandler][])('%s: the stored user is kept', async (_case, answer) => {
    api = mockApi({ 'GET /api/users/profile': answer });
    const store = restored();
    expect((await checkSignedIn(store.dispatch, store.getState)).outcome).toBe('unknown');
    expect(store.getState().auth.userInfo?.token).toBe('tok-1');
    expect(window.localStorage.getItem('user')).not.toBeNull();
  });
});
