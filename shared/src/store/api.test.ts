import { setRuntimeConfig } from '../config/runtimeConfig';
import { api } from './api';
import { setCredentials } from './authSlice';
import { createAppStore } from './store';
import { customer, mockApi, type RecordedCall } from '../../testing';

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({ probeProfile: build.query<unknown, void>({ query: () => '/api/users/profile' }) }),
});

/** What the API would receive from the store's one api. */
async function requestSentBy(store: ReturnType<typeof createAppStore>): Promise<RecordedCall> {
  const calls = mockApi(() => ({ body: {} }));
  await store.dispatch(probeApi.endpoints.probeProfile.initiate(undefined, { forceRefetch: true }));
  calls.restore();
  const [call] = calls;
  if (!call) throw new Error('the store sent no request');
  return call;
}

describe('requests from the one api', () => {
  beforeEach(() => {
    window.localStorage.clear();
    setRuntimeConfig({ apiHost: 'https://api.kirana.test' });
  });

  it('carry Authorization: Bearer <token> when the stored user has a token, with credentials and the client header', async () => {
    const store = createAppStore();
    store.dispatch(setCredentials({ ...customer, token: 'secret-token' }));
    const request = await requestSentBy(store);
    expect(request.url).toBe('https://api.kirana.test/api/users/profile');
    expect(request.headers.get('Authorization')).toBe('Bearer secret-token');
    expect(request.headers.get('X-Kirana-Client')).toBe('web');
    expect(request.credentials).toBe('include');
  });

  it('carry no Authorization header without a token (the cookie alone)', async () => {
    const visitor = await requestSentBy(createAppStore());
    expect(visitor.headers.has('Authorization')).toBe(false);
    expect(visitor.credentials).toBe('include');
    const store = createAppStore();
    store.dispatch(setCredentials(customer));
    expect((await requestSentBy(store)).headers.has('Authorization')).toBe(false);
  });
});
