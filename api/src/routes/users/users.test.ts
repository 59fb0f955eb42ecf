import type { FastifyInstance } from 'fastify';
import type { User } from '@kirana/shared/domain';
import { buildTestApp, type TestApp } from '../../../test/testApp';
import { signInWithOtp, timePasses } from '../../../test/otp';

let t: TestApp;
const adminProbe = (app: FastifyInstance) => {
  app.get('/probe/admin-only', { onRequest: app.requireAdmin }, async () => ({ ok: true }));
};
beforeAll(async () => {
  t = await buildTestApp({ SEED: 'false' }, adminProbe);
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const webClient = { 'x-kirana-client': 'web', origin: 'http://localhost:3000' };

describe('GET /api/users/profile', () => {
  it('answers the signed-in user with _id and saved addresses', async () => {
    const asha = await signInWithOtp(t.app, '9833300001');
    const res = await t.app.inject({ url: '/api/users/profile', headers: bearer(asha.token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      _id: asha._id,
      name: '',
      phoneNumber: '9833300001',
      isAdmin: false,
      role: 'customer',
      userAddresses: [],
    });
  });

  it('answers 401 with a message to a visitor', async () => {
    const res = await t.app.inject({ url: '/api/users/profile' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'Please sign in to continue.' });
  });
});

describe('POST /api/otp (register)', () => {
  it('records the name the new customer gives', async () => {
    const ravi = await signInWithOtp(t.app, '9833300002');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/otp',
      headers: bearer(ravi.token),
      payload: { name: '  Ravi   Kumar ' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<User>()).toMatchObject({ _id: ravi._id, name: 'Ravi Kumar' });
    await timePasses(t.database.db, '9833300002', 31);
    expect((await signInWithOtp(t.app, '9833300002')).name).toBe('Ravi Kumar');
  });

  it('works with the cookie from the storefront, and refuses it without the client header', async () => {
    const meera = await signInWithOtp(t.app, '9833300003');
    const cookies = { kn_session: meera.cookie };
    const crossSite = await t.app.inject({ method: 'POST', url: '/api/otp', cookies, payload: { name: 'Meera' } });
    expect(crossSite.statusCode).toBe(403);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/otp',
      cookies,
      headers: webClient,
      payload: { name: 'Meera' },
    });
    expect(ok.json<User>().name).toBe('Meera');
  });

  it('refuses a blank or overlong name, and a visitor', async () => {
    const zoya = await signInWithOtp(t.app, '9833300004');
    for (const name of ['', '   ', 'x'.repeat(61)]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/otp',
        headers: bearer(zoya.token),
        payload: { name },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please enter your name (up to 60 characters)');
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/otp', payload: { name: 'Nobody' } })).statusCode).toBe(401);
  });
});

describe('POST /api/users/logout', () => {
  it('revokes the session: the token stops working and the cookie is cleared', async () => {
    const kabir = await signInWithOtp(t.app, '9833300005');
    const res = await t.app.inject({ method: 'POST', url: '/api/users/logout', headers: bearer(kabir.token) });
    expect(res.statusCode).toBe(200);
    const cleared = res.cookies.find((c) => c.name === 'kn_session')!;
    expect(cleared.value).toBe('');
    expect(cleared.expires!.getTime()).toBeLessThan(Date.now());
    expect((await t.app.inject({ url: '/api/users/profile', headers: bearer(kabir.token) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/users/profile', cookies: { kn_session: kabir.cookie } })).statusCode).toBe(
      401,
    );
  });

  it('logging out with the cookie needs the storefront’s client header', async () => {
    const lata = await signInWithOtp(t.app, '9833300006');
    const cookies = { kn_session: lata.cookie };
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/users/logout',
          cookies,
          headers: { origin: 'https://evil.example', 'x-kirana-client': 'web' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/users/logout', cookies, headers: webClient })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ url: '/api/users/profile', cookies })).statusCode).toBe(401);
  });

  it('ends only that session: the same customer on another phone stays signed in', async () => {
    const onLaptop = await signInWithOtp(t.app, '9833300007');
    await timePasses(t.database.db, '9833300007', 31);
    const onPhone = await signInWithOtp(t.app, '9833300007');
    await t.app.inject({ method: 'POST', url: '/api/users/logout', headers: bearer(onLaptop.token) });
    expect((await t.app.inject({ url: '/api/users/profile', headers: bearer(onPhone.token) })).statusCode).toBe(200);
  });

  it('succeeds for a visitor too (nothing to revoke)', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/users/logout' })).statusCode).toBe(200);
  });
});

describe('roles', () => {
  it('a customer’s token on an admin-only call is refused with 403', async () => {
    const customer = await signInWithOtp(t.app, '9833300008');
    const res = await t.app.inject({ url: '/probe/admin-only', headers: bearer(customer.token) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: 'Only the store admin can do that.' });
  });
});
