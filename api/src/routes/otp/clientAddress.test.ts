import { buildTestApp, type TestApp } from '../../../test/testApp';
import { browserSession } from '../../../test/otp';
import { OTP_LIMITS } from './limits';

/**
 * The per-network limit counts the client's real address: behind our nginx (which replaces
 * X-Forwarded-For with the address that connected to it, and sets X-Real-IP), the API believes
 * exactly one hop, so whatever a client writes into those headers itself changes nothing.
 */
const NGINX = '10.0.0.2';
const CLIENT = '203.0.113.5';

function sendVia(
  t: TestApp,
  phoneNumber: string,
  sessionId: string,
  headers: Record<string, string>,
  remoteAddress = NGINX,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/otp/send',
    payload: { phoneNumber, sessionId },
    remoteAddress,
    headers,
  });
}

describe('client addresses behind the production proxy (TRUST_PROXY=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ SEED: 'false', TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  it(`spoofed X-Forwarded-For and X-Real-IP from one client: one limit of ${OTP_LIMITS.sendsPerIp}`, async () => {
    const sessionId = await browserSession(t.app);
    const answers: number[] = [];
    for (let i = 0; i < OTP_LIMITS.sendsPerIp + 10; i += 1) {
      const spoofed = `198.18.${Math.floor(i / 250)}.${i % 250}`;
      // nginx before this change appended ($proxy_add_x_forwarded_for); now it replaces. Both are the same client here.
      const headers =
        i % 2
          ? { 'x-forwarded-for': `${spoofed}, ${CLIENT}`, 'x-real-ip': CLIENT }
          : { 'x-forwarded-for': CLIENT, 'x-real-ip': CLIENT };
      answers.push((await sendVia(t, `93000${String(i).padStart(5, '0')}`, sessionId, headers)).statusCode);
    }
    expect(answers.filter((s) => s === 200)).toHaveLength(OTP_LIMITS.sendsPerIp);
    expect(answers.slice(OTP_LIMITS.sendsPerIp)).toEqual(Array(10).fill(429));
    const [row] = await t.database.db.query<{ ips: string[] }>(
      "SELECT array_agg(DISTINCT requester_ip) AS ips FROM otp_codes WHERE phone_number LIKE '93000%'",
    );
    expect(row!.ips).toEqual([CLIENT]);
  });

  it('another client through the same proxy has a limit of its own', async () => {
    const sessionId = await browserSession(t.app);
    expect((await sendVia(t, '9300100001', sessionId, { 'x-forwarded-for': '203.0.113.6' })).statusCode).toBe(200);
  });
});

describe('client addresses with no proxy trusted (the default outside production)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ SEED: 'false' });
  });
  afterAll(() => t.close());

  it('X-Forwarded-For is ignored: the connecting address counts', async () => {
    const sessionId = await browserSession(t.app);
    for (let i = 0; i < 3; i += 1)
      await sendVia(t, `930020000${i}`, sessionId, { 'x-forwarded-for': `198.18.0.${i}` }, '192.0.2.44');
    expect(
      await t.database.db.query("SELECT DISTINCT requester_ip FROM otp_codes WHERE phone_number LIKE '930020000%'"),
    ).toEqual([{ requester_ip: '192.0.2.44' }]);
  });
});

describe('client addresses with the proxies listed (TRUST_PROXY=10.0.0.0/24)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ SEED: 'false', TRUST_PROXY: '10.0.0.0/24' });
  });
  afterAll(() => t.close());

  it('believes X-Forwarded-For only from a listed proxy, and only its right-most untrusted address', async () => {
    const sessionId = await browserSession(t.app);
    await sendVia(t, '9300300001', sessionId, { 'x-forwarded-for': `198.18.9.9, ${CLIENT}` });
    await sendVia(t, '9300300002', sessionId, { 'x-forwarded-for': CLIENT }, '192.0.2.50');
    const rows = await t.database.db.query<{ phone_number: string; requester_ip: string }>(
      "SELECT phone_number, requester_ip FROM otp_codes WHERE phone_number LIKE '930030000%' ORDER BY phone_number",
    );
    expect(rows).toEqual([
      { phone_number: '9300300001', requester_ip: CLIENT },
      { phone_number: '9300300002', requester_ip: '192.0.2.50' },
    ]);
  });
});
