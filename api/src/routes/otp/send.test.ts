import { issueBrowserSession } from '../../lib/browserSession';
import { buildTestApp, type TestApp } from '../../../test/testApp';
import { browserSession, outboxCode, sendOtp, signInWithOtp, timePasses } from '../../../test/otp';
import { OTP_LIMITS } from './limits';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ SEED: 'false' });
});
afterAll(() => t.close());

describe('POST /api/otp/send', () => {
  it('sends a 6-digit code and answers with a message', async () => {
    const sessionId = await browserSession(t.app);
    const res = await sendOtp(t.app, '9811100001', sessionId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'We have sent an OTP to +91 9811100001.' });
    expect(await outboxCode(t.app, '9811100001')).toMatch(/^\d{6}$/);
  });

  it('stores only a keyed hash of the code, bound to the phone and session', async () => {
    const sessionId = await browserSession(t.app);
    await sendOtp(t.app, '9811100002', sessionId);
    const code = await outboxCode(t.app, '9811100002');
    const [row] = await t.database.db.query<{ code_hash: string; session_hash: string }>(
      'SELECT code_hash, session_hash FROM otp_codes WHERE phone_number = $1',
      ['9811100002'],
    );
    expect(row!.code_hash).not.toContain(code);
    expect(row!.code_hash.length).toBeGreaterThan(20);
    expect(row!.session_hash).not.toBe(sessionId);
  });

  it('answers a registered and an unknown phone the same way', async () => {
    await signInWithOtp(t.app, '9811100003');
    await timePasses(t.database.db, '9811100003', 31);
    const sessionId = await browserSession(t.app);
    const known = await sendOtp(t.app, '9811100003', sessionId);
    const unknown = await sendOtp(t.app, '9811100004', sessionId);
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.json().message.replace('9811100003', 'N')).toBe(unknown.json().message.replace('9811100004', 'N'));
  });

  it('refuses a resend within 30 seconds, and allows it after', async () => {
    const sessionId = await browserSession(t.app);
    expect((await sendOtp(t.app, '9811100005', sessionId)).statusCode).toBe(200);
    const tooSoon = await sendOtp(t.app, '9811100005', sessionId);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toMatch(
      /^Please wait before asking for another OTP: you can ask again in (29|30) seconds\.$/,
    );
    await timePasses(t.database.db, '9811100005', 31);
    expect((await sendOtp(t.app, '9811100005', sessionId)).statusCode).toBe(200);
  });

  it('two sends for one phone at the same moment: one code goes out, the other is refused', async () => {
    const sessionId = await browserSession(t.app);
    const answers = await Promise.all([
      sendOtp(t.app, '9811100009', sessionId),
      sendOtp(t.app, '9811100009', sessionId),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 429]);
    expect(await t.database.db.query('SELECT 1 FROM otp_codes WHERE phone_number = $1', ['9811100009'])).toHaveLength(
      1,
    );
  });

  it(`sends at most ${OTP_LIMITS.sendsPerPhone} codes to a phone in 15 minutes`, async () => {
    const sessionId = await browserSession(t.app);
    for (let i = 0; i < OTP_LIMITS.sendsPerPhone; i += 1) {
      expect((await sendOtp(t.app, '9811100006', sessionId)).statusCode).toBe(200);
      await timePasses(t.database.db, '9811100006', 31);
    }
    const fourth = await sendOtp(t.app, '9811100006', sessionId);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toMatch(
      /^You have asked for 3 OTPs in the last 15 minutes\. Please try again in 14 minutes\.$/,
    );
    await timePasses(t.database.db, '9811100006', 15 * 60);
    expect((await sendOtp(t.app, '9811100006', sessionId)).statusCode).toBe(200);
  });

  it(`sends at most ${OTP_LIMITS.sendsPerIp} codes an hour to one requesting address`, async () => {
    const sessionId = await browserSession(t.app);
    for (let i = 0; i < OTP_LIMITS.sendsPerIp; i += 1) {
      expect((await sendOtp(t.app, `97000${String(i).padStart(5, '0')}`, sessionId, '203.0.113.9')).statusCode).toBe(
        200,
      );
    }
    const refused = await sendOtp(t.app, '9699999999', sessionId, '203.0.113.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'Too many OTPs have been asked for from your network. Please try again in a while.',
    );
    expect((await sendOtp(t.app, '9699999999', sessionId, '198.51.100.7')).statusCode).toBe(200);
  });

  it(`sends to one address at the same moment cannot race past the limit of ${OTP_LIMITS.sendsPerIp}`, async () => {
    const sessionId = await browserSession(t.app);
    const answers = await Promise.all(
      Array.from({ length: OTP_LIMITS.sendsPerIp + 30 }, (_, i) =>
        sendOtp(t.app, `96000${String(i).padStart(5, '0')}`, sessionId, '203.0.113.77'),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(OTP_LIMITS.sendsPerIp);
    expect(
      new Set(answers.filter((res) => res.statusCode !== 200).map((res) => `${res.statusCode} ${res.json().message}`)),
    ).toEqual(new Set(['429 Too many OTPs have been asked for from your network. Please try again in a while.']));
  });

  it('answers 400 for a malformed phone number, with the storefront’s message', async () => {
    const sessionId = await browserSession(t.app);
    for (const phoneNumber of ['12345', '5811100001', '98111000011', '98111abcde', '']) {
      const res = await sendOtp(t.app, phoneNumber, sessionId);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please enter a valid phone number!');
    }
    const missing = await t.app.inject({ method: 'POST', url: '/api/otp/send', payload: { sessionId } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Please enter the phone number.');
  });

  it('answers 401 without a browser session, or with a forged or expired one', async () => {
    const expired = issueBrowserSession(t.config.tokenSecret, Date.now() - 13 * 60 * 60 * 1000).sessionId;
    const forged = issueBrowserSession('some-other-secret').sessionId;
    for (const sessionId of [undefined, '', 'abc', forged, expired]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/otp/send',
        payload: { phoneNumber: '9811100008', ...(sessionId === undefined ? {} : { sessionId }) },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Your session has expired. Please try again.');
    }
    expect(await t.database.db.query('SELECT 1 FROM otp_codes WHERE phone_number = $1', ['9811100008'])).toEqual([]);
  });
});
