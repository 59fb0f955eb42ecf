import type { FastifyInstance } from 'fastify';
import { buildTestApp, type TestApp } from '../../test/testApp';
import { signInAs } from '../../test/signIn';
import { within } from '../../test/within';
import { revokeSession, SESSION_COOKIE } from '../auth/sessions';

let t: TestApp;

/** Waits (up to a second) until `url` answers `status` with these headers. */
const answersWithin = (status: number, url: string, headers: Record<string, string>) =>
  within(1_000, `${url} answering ${status}`, async () => (await t.app.inject({ url, headers })).statusCode === status);

function probeRoutes(app: FastifyInstance) {
  app.get('/probe/me', { preHandler: app.requireUser }, async (request) => ({
    id: request.user!.id,
    via: request.authVia,
  }));
  app.post('/probe/write', { preHandler: app.requireUser }, async () => ({ ok: true }));
  app.get('/probe/admin', { onRequest: app.requireAdmin }, async () => ({ ok: true }));
  app.post('/probe/public-form', async (request) => ({ signedIn: request.user !== null }));
}

beforeAll(async () => {
  t = await buildTestApp({ SEED: 'false' }, probeRoutes);
});
afterAll(() => t.close());

describe('auth plugin', () => {
  it('401 without a user, and with a made-up or malformed token', async () => {
    expect((await t.app.inject('/probe/me')).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/probe/me', headers: { authorization: 'Bearer nonsense' } })).statusCode).toBe(
      401,
    );
    const res = await t.app.inject({ url: '/probe/me', cookies: { [SESSION_COOKIE]: 'x'.repeat(500) } });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Please sign in to continue.');
  });

  it('accepts the bearer token and the cookie', async () => {
    const asha = await signInAs(t.database.db, '9876500001');
    expect((await t.app.inject({ url: '/probe/me', headers: asha.headers })).json()).toEqual({
      id: asha.userId,
      via: 'bearer',
    });
    expect((await t.app.inject({ url: '/probe/me', cookies: { [SESSION_COOKIE]: asha.token } })).json()).toEqual({
      id: asha.userId,
      via: 'cookie',
    });
  });

  it('a session revoked here stops working at once, though it was just looked up', async () => {
    const ravi = await signInAs(t.database.db, '9876500002');
    expect((await t.app.inject({ url: '/probe/me', headers: ravi.headers })).statusCode).toBe(200);
    const [session] = await t.database.db.query<{ id: string }>('SELECT id FROM auth_sessions WHERE user_id = $1', [
      ravi.userId,
    ]);
    await t.app.revokeSession(session!.id);
    expect((await t.app.inject({ url: '/probe/me', headers: ravi.headers })).statusCode).toBe(401);
  });

  it('a session revoked elsewhere (another instance) stops working here within a second', async () => {
    const nila = await signInAs(t.database.db, '9876500006');
    expect((await t.app.inject({ url: '/probe/me', headers: nila.headers })).statusCode).toBe(200);
    const [session] = await t.database.db.query<{ id: string }>('SELECT id FROM auth_sessions WHERE user_id = $1', [
      nila.userId,
    ]);
    await revokeSession(t.database.db, session!.id);
    await answersWithin(401, '/probe/me', nila.headers);
  });

  it('refuses cookie-authenticated writes from another site or without the client header', async () => {
    const meera = await signInAs(t.database.db, '9876500003');
    const cookies = { [SESSION_COOKIE]: meera.token };
    const noHeader = await t.app.inject({ method: 'POST', url: '/probe/write', cookies });
    expect(noHeader.statusCode).toBe(403);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/probe/write',
      cookies,
      headers: { origin: 'https://evil.example', 'x-kirana-client': 'web' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toMatch(/another site/);
    const good = await t.app.inject({
      method: 'POST',
      url: '/probe/write',
      cookies,
      headers: { origin: 'http://localhost:3000', 'x-kirana-client': 'web' },
    });
    expect(good.statusCode).toBe(200);
    // A bearer token cannot be sent by another site, so it needs neither.
    expect((await t.app.inject({ method: 'POST', url: '/probe/write', headers: meera.headers })).statusCode).toBe(200);
  });

  it('a cookie riding along on a cross-site form post to a public route leaves it a visitor’s request (the PhonePe simulator’s pay page)', async () => {
    const meera = await signInAs(t.database.db, '9876500005');
    const res = await t.app.inject({
      method: 'POST',
      url: '/probe/public-form',
      cookies: { [SESSION_COOKIE]: meera.token },
      headers: { origin: 'http://localhost:4000' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ signedIn: false });
  });

  it('403 for a customer on an admin route; admin rights come from the database', async () => {
    const customer = await signInAs(t.database.db, '9876500004');
    const res = await t.app.inject({ url: '/probe/admin', headers: customer.headers });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Only the store admin can do that.');
    // The session was just looked up (and is kept a few seconds); the change still reaches it.
    await t.database.db.query('UPDATE users SET is_admin = true WHERE id = $1', [customer.userId]);
    await answersWithin(200, '/probe/admin', customer.headers);
    await t.database.db.query('UPDATE users SET is_admin = false WHERE id = $1', [customer.userId]);
    await answersWithin(403, '/probe/admin', customer.headers);
  });
});
