import type { SignedInUser } from '@kirana/shared/domain';
import { issueBrowserSession } from '../../lib/browserSession';
import { buildTestApp, type TestApp } from '../../../test/testApp';
import { browserSession, outboxCode, sendOtp, timePasses, verifyOtp, wrongCode } from '../../../test/otp';
import { OTP_LIMITS } from './limits';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ SEED: 'false', ADMIN_PHONES: '9000000001' });
});
afterAll(() => t.close());

/** A code sent to the phone from a new browser session. */
async function codeFor(phoneNumber: string) {
  const sessionId = await browserSession(t.app);
  expect((await sendOtp(t.app, phoneNumber, sessionId)).statusCode).toBe(200);
  return { sessionId, code: await outboxCode(t.app, phoneNumber) };
}

describe('POST /api/otp/verify', () => {
  it('signs a new customer in: the user with a bearer token, and an httpOnly SameSite cookie', async () => {
    const { sessionId, code } = await codeFor('9822200001');
    const res = await verifyOtp(t.app, '9822200001', code, sessionId);
    expect(res.statusCode).toBe(200);
    const user = res.json<SignedInUser>();
    expect(user).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      name: '',
      phoneNumber: '9822200001',
      isAdmin: false,
      role: 'customer',
      userAddresses: [],
      token: expect.any(String),
    });
    const cookie = res.cookies.find((c) => c.name === 'kn_session')!;
    expect(cookie).toMatchObject({ value: user.token, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(res.headers['cache-control']).toBe('no-store');

    const byBearer = await t.app.inject({
      url: '/api/users/profile',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(byBearer.json()).toMatchObject({ _id: user._id });
    const byCookie = await t.app.inject({ url: '/api/users/profile', cookies: { kn_session: cookie.value } });
    expect(byCookie.json()).toMatchObject({ _id: user._id });
  });

  it('signs the same customer in again next time', async () => {
    const first = await codeFor('9822200002');
    const a = (await verifyOtp(t.app, '9822200002', first.code, first.sessionId)).json<SignedInUser>();
    await timePasses(t.database.db, '9822200002', 31);
    const second = await codeFor('9822200002');
    const b = (await verifyOtp(t.app, '9822200002', second.code, second.sessionId)).json<SignedInUser>();
    expect(b._id).toBe(a._id);
    expect(b.token).not.toBe(a.token);
  });

  it('after 5 wrong tries even the right code is refused', async () => {
    const { sessionId, code } = await codeFor('9822200003');
    for (let i = 0; i < OTP_LIMITS.wrongTriesPerCode; i += 1) {
      const res = await verifyOtp(t.app, '9822200003', wrongCode(code), sessionId);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Invalid OTP');
    }
    const right = await verifyOtp(t.app, '9822200003', code, sessionId);
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe('Too many wrong tries for this OTP. Tap ‘Send OTP (SMS)’ for a new one.');
  });

  it('refuses an expired code', async () => {
    const { sessionId, code } = await codeFor('9822200004');
    await timePasses(t.database.db, '9822200004', 5 * 60 + 1);
    const res = await verifyOtp(t.app, '9822200004', code, sessionId);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This OTP has expired. Tap ‘Send OTP (SMS)’ for a new one.');
  });

  it('a code works once', async () => {
    const { sessionId, code } = await codeFor('9822200005');
    expect((await verifyOtp(t.app, '9822200005', code, sessionId)).statusCode).toBe(200);
    const again = await verifyOtp(t.app, '9822200005', code, sessionId);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Invalid OTP');
  });

  it('a new code replaces the one sent before', async () => {
    const first = await codeFor('9822200006');
    await timePasses(t.database.db, '9822200006', 31);
    const second = await codeFor('9822200006');
    if (first.code !== second.code)
      expect((await verifyOtp(t.app, '9822200006', first.code, second.sessionId)).statusCode).toBe(400);
    expect((await verifyOtp(t.app, '9822200006', second.code, second.sessionId)).statusCode).toBe(200);
  });

  it('refuses a code sent to another phone', async () => {
    const { sessionId, code } = await codeFor('9822200007');
    const other = await verifyOtp(t.app, '9822200008', code, sessionId);
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe('Invalid OTP');
    expect((await verifyOtp(t.app, '9822200007', code, sessionId)).statusCode).toBe(200);
  });

  it('refuses the right code from another browser session', async () => {
    const { code } = await codeFor('9822200009');
    const elsewhere = await browserSession(t.app);
    const res = await verifyOtp(t.app, '9822200009', code, elsewhere);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid OTP');
  });

  it('answers 400 for malformed phone numbers and codes', async () => {
    const sessionId = await browserSession(t.app);
    for (const [phoneNumber, otpToken, message] of [
      ['98222', '123456', 'Please enter a valid phone number!'],
      ['9822200010', '12345', 'Invalid OTP'],
      ['9822200010', '12345a', 'Invalid OTP'],
      ['9822200010', '1234567', 'Invalid OTP'],
    ] as const) {
      const res = await verifyOtp(t.app, phoneNumber, otpToken, sessionId);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const noCode = await t.app.inject({
      method: 'POST',
      url: '/api/otp/verify',
      payload: { phoneNumber: '9822200010', sessionId },
    });
    expect(noCode.json()).toMatchObject({ message: 'Please enter the code.' });
  });

  it('answers 401 for a missing, forged or expired browser session', async () => {
    const { code } = await codeFor('9822200011');
    const expired = issueBrowserSession(t.config.tokenSecret, Date.now() - 13 * 60 * 60 * 1000).sessionId;
    for (const sessionId of ['', 'forged.session.id', expired]) {
      const res = await verifyOtp(t.app, '9822200011', code, sessionId);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Your session has expired. Please try again.');
    }
  });

  it('signs in with the spec’s payload, phone and code without a sessionId; the code still works once and expires', async () => {
    const { code } = await codeFor('9822200012');
    const res = await verifyOtp(t.app, '9822200012', code, undefined);
    expect(res.statusCode).toBe(200);
    expect(res.json<SignedInUser>()).toMatchObject({ phoneNumber: '9822200012', token: expect.any(String) });
    expect((await verifyOtp(t.app, '9822200012', code, undefined)).json()).toMatchObject({ message: 'Invalid OTP' });
    await timePasses(t.database.db, '9822200012', 31);
    const late = await codeFor('9822200012');
    await timePasses(t.database.db, '9822200012', 5 * 60 + 1);
    expect((await verifyOtp(t.app, '9822200012', late.code, undefined)).json()).toMatchObject({
      message: 'This OTP has expired. Tap ‘Send OTP (SMS)’ for a new one.',
    });
  });

  it('nobody can lock the owner out: wrong codes from other sessions or none never stop the session that asked', async () => {
    const phone = '9822200014';
    // Before any code exists, and after: twenty wrong tries from strangers.
    for (let i = 0; i < 10; i += 1)
      expect((await verifyOtp(t.app, phone, '000000', await browserSession(t.app), '198.51.100.20')).statusCode).toBe(
        400,
      );
    const { sessionId, code } = await codeFor(phone);
    for (let i = 0; i < 10; i += 1) {
      const stranger = await verifyOtp(
        t.app,
        phone,
        wrongCode(code),
        i % 2 ? undefined : await browserSession(t.app),
        '198.51.100.20',
      );
      expect(stranger.statusCode).not.toBe(200);
    }
    const owner = await verifyOtp(t.app, phone, code, sessionId);
    expect(owner.statusCode).toBe(200);
    const [guard] = await t.database.db.query<Record<string, unknown>>(
      'SELECT * FROM otp_phone_guards WHERE phone_number = $1',
      [phone],
    );
    expect(Object.keys(guard!)).toEqual(['phone_number']);
  });

  it(`tries without the asking session: ${OTP_LIMITS.outsideTriesPerCodePerIp} per code from one network, and the asking session keeps its own`, async () => {
    const phone = '9822200015';
    const { sessionId, code } = await codeFor(phone);
    for (let i = 0; i < OTP_LIMITS.outsideTriesPerCodePerIp; i += 1)
      expect((await verifyOtp(t.app, phone, wrongCode(code), undefined, '198.51.100.30')).statusCode).toBe(400);
    const burnt = await verifyOtp(t.app, phone, code, undefined, '198.51.100.30');
    expect(burnt.statusCode).toBe(429);
    expect(burnt.json().message).toBe('Too many wrong tries for this OTP. Tap ‘Send OTP (SMS)’ for a new one.');
    // Another network (the owner's phone on mobile data) and the asking session are not held up.
    for (let i = 0; i < OTP_LIMITS.wrongTriesPerCode - 1; i += 1)
      expect((await verifyOtp(t.app, phone, wrongCode(code), sessionId)).statusCode).toBe(400);
    expect((await verifyOtp(t.app, phone, code, sessionId)).statusCode).toBe(200);
  });

  it('the right code from the asking session after a stranger’s tries; and the spec’s payload from another network', async () => {
    const phone = '9822200016';
    const { code } = await codeFor(phone);
    for (let i = 0; i < OTP_LIMITS.outsideTriesPerCodePerIp + 2; i += 1)
      await verifyOtp(t.app, phone, wrongCode(code), undefined, '198.51.100.40');
    expect((await verifyOtp(t.app, phone, code, undefined, '203.0.113.41')).statusCode).toBe(200);
  });

  it(`tries without the asking session are bounded per network: ${OTP_LIMITS.outsideTriesPerIp} an hour`, async () => {
    for (let i = 0; i < OTP_LIMITS.outsideTriesPerIp; i += 1) {
      expect(
        (await verifyOtp(t.app, `95${String(i).padStart(8, '0')}`, '123456', undefined, '198.51.100.50')).statusCode,
      ).toBe(400);
    }
    const refused = await verifyOtp(t.app, '9599999999', '123456', undefined, '198.51.100.50');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many sign-in tries from your network. Please try again in a while.');
    // The asking session is never held up by its network's count.
    const { sessionId, code } = await codeFor('9822200017');
    expect((await verifyOtp(t.app, '9822200017', code, sessionId, '198.51.100.50')).statusCode).toBe(200);
    expect((await verifyOtp(t.app, '9599999999', '123456', undefined, '198.51.100.51')).statusCode).toBe(400);
  });

  it('answers a customer’s phone and a phone never seen alike, however many wrong tries', async () => {
    await codeFor('9822200018').then(({ sessionId, code }) => verifyOtp(t.app, '9822200018', code, sessionId));
    const answers = new Set<string>();
    for (let i = 0; i < 12; i += 1) {
      for (const phone of ['9822200018', '9822200019']) {
        const res = await verifyOtp(
          t.app,
          phone,
          '123456',
          i % 2 ? undefined : await browserSession(t.app),
          `198.51.100.${60 + i}`,
        );
        answers.add(`${res.statusCode} ${res.body}`);
      }
    }
    expect([...answers]).toEqual(['400 {"message":"Invalid OTP","sentence":{"text":"Invalid OTP"}}']);
  });

  it('admin rights come only from the database, never from the request', async () => {
    const customer = await codeFor('9822200013');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/otp/verify',
      payload: { phoneNumber: '9822200013', otpToken: customer.code, sessionId: customer.sessionId, isAdmin: true },
      headers: { 'x-is-admin': 'true' },
    });
    expect(res.json<SignedInUser>().isAdmin).toBe(false);
    const admin = await codeFor('9000000001');
    expect((await verifyOtp(t.app, '9000000001', admin.code, admin.sessionId)).json<SignedInUser>().isAdmin).toBe(true);
  });
});
