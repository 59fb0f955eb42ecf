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
    expect(user).toEqual({ _id: expect.stringMatching(/^[0-9a-f]{24}$/), name: '', phoneNumber: '9822200001', isAdmin: false, userAddresses: [], token: expect.any(String) });
    const cookie = res.cookies.find((c) => c.name === 'kn_session')!;
    expect(cookie).toMatchObject({ value: user.token, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(res.headers['cache-control']).toBe('no-store');

    const byBearer = await t.app.inject({ url: '/api/users/profile', headers: { authorization: `Bearer ${user.token}` } });
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
    if (first.code !== second.code) expect((await verifyOtp(t.app, '9822200006', first.code, second.sessionId)).statusCode).toBe(400);
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
      ['98222', '123456', 'phoneNumber: Please enter a valid phone number!'],
      ['9822200010', '12345', 'otpToken: Invalid OTP'],
      ['9822200010', '12345a', 'otpToken: Invalid OTP'],
      ['9822200010', '1234567', 'otpToken: Invalid OTP'],
    ] as const) {
      const res = await verifyOtp(t.app, phoneNumber, otpToken, sessionId);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const noCode = await t.app.inject({ method: 'POST', url: '/api/otp/verify', payload: { phoneNumber: '9822200010', sessionId } });
    expect(noCode.json()).toEqual({ message: 'otpToken is required' });
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

  it('locks a phone that keeps failing, for sends and verifies, until the lock lifts', async () => {
    const phone = '9822200012';
    let last = await codeFor(phone);
    for (let failures = 1; failures <= OTP_LIMITS.failuresBeforeLock; failures += 1) {
      const res = await verifyOtp(t.app, phone, wrongCode(last.code), last.sessionId);
      if (failures < OTP_LIMITS.failuresBeforeLock) expect(res.statusCode).toBe(400);
      else {
        expect(res.statusCode).toBe(429);
        expect(res.json().message).toBe('Too many wrong OTPs for this number. Please try again in 30 minutes.');
      }
      if (failures % OTP_LIMITS.wrongTriesPerCode === 0 && failures < OTP_LIMITS.failuresBeforeLock) {
        await timePasses(t.database.db, phone, 31);
        last = await codeFor(phone);
      }
    }
    const send = await sendOtp(t.app, phone, last.sessionId);
    expect(send.statusCode).toBe(429);
    expect(send.json().message).toMatch(/^Too many wrong OTPs for this number/);
    expect((await verifyOtp(t.app, phone, last.code, last.sessionId)).statusCode).toBe(429);

    await t.database.db.query("UPDATE otp_phone_guards SET locked_until = now() - interval '1 second' WHERE phone_number = $1", [phone]);
    await timePasses(t.database.db, phone, 31);
    const fresh = await codeFor(phone);
    expect((await verifyOtp(t.app, phone, fresh.code, fresh.sessionId)).statusCode).toBe(200);
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
