import { PRODUCTION_ENV } from '../../../test/productionEnv';
import { buildTestApp, type TestApp } from '../../../test/testApp';
import { browserSession, sendOtp } from '../../../test/otp';

describe('GET /api/dev/otp-outbox (development only)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ SEED: 'false' });
  });
  afterAll(() => t.close());

  it('answers the latest code sent to a phone', async () => {
    const before = Date.now();
    await sendOtp(t.app, '9855500001', await browserSession(t.app));
    const res = await t.app.inject('/api/dev/otp-outbox?phoneNumber=9855500001');
    expect(res.statusCode).toBe(200);
    const entry = res.json<{ phoneNumber: string; code: string; sentAt: string }>();
    expect(entry).toEqual({
      phoneNumber: '9855500001',
      code: expect.stringMatching(/^\d{6}$/),
      sentAt: expect.any(String),
    });
    expect(Date.parse(entry.sentAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('answers 404 for a phone with no code, and 400 for a malformed phone', async () => {
    expect((await t.app.inject('/api/dev/otp-outbox?phoneNumber=9855500002')).json()).toMatchObject({
      message: 'No OTP has been sent to this number yet.',
    });
    expect((await t.app.inject('/api/dev/otp-outbox?phoneNumber=12')).statusCode).toBe(400);
  });
});

describe('in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ ...PRODUCTION_ENV });
  });
  afterAll(() => t.close());

  it('the outbox route does not exist', async () => {
    const res = await t.app.inject('/api/dev/otp-outbox?phoneNumber=9855500001');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/^No such page/);
    expect(t.app.hasRoute({ method: 'GET', url: '/api/dev/otp-outbox' })).toBe(false);
  });
});
