import { buildTestApp, type TestApp } from '../../../test/testApp';
import { verifyBrowserSession } from '../../lib/browserSession';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ SEED: 'false' });
});
afterAll(() => t.close());

describe('GET / (session init)', () => {
  it('answers a signed session id and its expiry', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<{ sessionId: string; sessionExpiryTime: number }>();
    expect(body.sessionExpiryTime).toBeGreaterThan(Date.now());
    expect(verifyBrowserSession(t.config.tokenSecret, body.sessionId)).toBe(true);
  });

  it('a tampered or expired session id does not verify', async () => {
    const { sessionId } = (await t.app.inject({ method: 'GET', url: '/' })).json<{ sessionId: string }>();
    const [random, expiry, signature] = sessionId.split('.');
    expect(verifyBrowserSession(t.config.tokenSecret, `${random}.${Number(expiry) + 1}.${signature}`)).toBe(false);
    expect(verifyBrowserSession('another-secret', sessionId)).toBe(false);
    expect(verifyBrowserSession(t.config.tokenSecret, sessionId, Number(expiry) + 1)).toBe(false);
  });

  it('lets the storefront origin call with credentials, and nobody else', async () => {
    const allowed = await t.app.inject({ method: 'GET', url: '/', headers: { origin: 'http://localhost:3000' } });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    const other = await t.app.inject({ method: 'GET', url: '/', headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('health and unknown routes', () => {
  it('reports the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
  });
  it('answers 404 with a message for an unknown route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/No such page/);
  });
  it('answers 400 with a message for malformed JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/nothing-here',
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect([400, 404]).toContain(res.statusCode);
    expect(typeof res.json().message).toBe('string');
  });
});
