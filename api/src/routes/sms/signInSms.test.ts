import { buildTestApp, type TestApp } from '../../../test/testApp';
import { browserSession, sendOtp } from '../../../test/otp';
import { DLT_ENV } from '../../../test/productionEnv';
import { signInAs, type SignedIn } from '../../../test/signIn';
import {
  FAST2SMS_ACCOUNT,
  fast2smsStandIn,
  MSG91_ACCOUNT,
  msg91StandIn,
  type StandIn,
} from '../../../test/smsStandIns';
import { DEGRADED_AFTER_FAILURES } from '../../sms/health';
import { MSG91_REPORTS_PATH } from '.';

const REPORT_TOKEN = 'report-token-0123456789abcdef';
const NO_BALANCE = { status: 200, body: { type: 'error', message: 'Insufficient balance' } };
const SEND_FAILED = { message: 'We couldn’t send the code. Try again in a minute.' };

let msg91: StandIn;
let fast2sms: StandIn;
let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  msg91 = await msg91StandIn(MSG91_ACCOUNT).start();
  fast2sms = await fast2smsStandIn(FAST2SMS_ACCOUNT).start();
  t = await buildTestApp({
    SEED: 'false',
    STOREFRONT_URL: 'https://shop.example.com',
    SMS_PROVIDER: 'msg91',
    MSG91_AUTH_KEY: MSG91_ACCOUNT.authKey,
    MSG91_TEMPLATE_ID: '6650f0c0ffee0123456789ab',
    MSG91_BASE_URL: msg91.url,
    MSG91_REPORT_TOKEN: REPORT_TOKEN,
    SMS_FALLBACK_PROVIDER: 'fast2sms',
    FAST2SMS_API_KEY: FAST2SMS_ACCOUNT.apiKey,
    FAST2SMS_BASE_URL: fast2sms.url,
    ...DLT_ENV,
  });
  admin = await signInAs(t.database.db, '9000000001', { isAdmin: true });
});
afterAll(async () => {
  await t.close();
  await msg91.close();
  await fast2sms.close();
});
beforeEach(() => {
  msg91.reset();
  fast2sms.reset();
});

const health = async () =>
  (await t.app.inject('/health')).json<{
    status: string;
    sms: { status: string; providers: { name: string; status: string; consecutiveFailures: number }[] };
  }>();
const signInSms = async (userId: string) =>
  t.app.inject({ url: `/api/users/${userId}/sign-in-sms`, headers: admin.headers });
const sends = (phoneNumber: string) =>
  t.database.db.query<Record<string, unknown>>(
    'SELECT provider, provider_ref, status, reason FROM sms_sends WHERE phone_number = $1 ORDER BY sent_at',
    [phoneNumber],
  );

describe('sign-in codes through MSG91, with Fast2SMS to fall back on', () => {
  it('MSG91 sends the code; the send is recorded with its request id and without the code', async () => {
    const res = await sendOtp(t.app, '9855500001', await browserSession(t.app));
    expect(res.statusCode).toBe(200);
    expect(msg91.delivered).toHaveLength(1);
    expect(fast2sms.requests).toEqual([]);
    const code = /#(\d{6})$/.exec(msg91.delivered[0]!.text)![1]!;
    const rows = await sends('9855500001');
    expect(rows).toEqual([
      { provider: 'msg91', provider_ref: msg91.delivered[0]!.requestId, status: 'sent', reason: null },
    ]);
    expect(JSON.stringify(await t.database.db.query('SELECT * FROM sms_sends'))).not.toContain(code);
  });

  it('when MSG91 fails, Fast2SMS is tried once and sends the same DLT text', async () => {
    msg91.failNext(NO_BALANCE);
    const res = await sendOtp(t.app, '9855500002', await browserSession(t.app));
    expect(res.statusCode).toBe(200);
    expect(msg91.requests).toHaveLength(1);
    expect(fast2sms.delivered).toHaveLength(1);
    expect(fast2sms.delivered[0]!.text).toMatch(
      /^(\d{6}) is your Kirana Now sign-in code\. It expires in 5 minutes\. Never share it\.\n\n@shop\.example\.com #\1$/,
    );
    expect(await sends('9855500002')).toEqual([
      { provider: 'fast2sms', provider_ref: fast2sms.delivered[0]!.requestId, status: 'sent', reason: null },
    ]);
  });

  it('when both fail: the customer reads the send failure, the send limit is untouched, the reasons are recorded without the code', async () => {
    msg91.failNext(NO_BALANCE);
    fast2sms.failNext({
      status: 200,
      body: { return: false, status_code: 416, message: 'You don’t have sufficient wallet balance' },
    });
    const sessionId = await browserSession(t.app);
    const failed = await sendOtp(t.app, '9855500003', sessionId);
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toEqual(SEND_FAILED);
    expect(msg91.requests).toHaveLength(1);
    expect(fast2sms.requests).toHaveLength(1);
    expect(await t.database.db.query('SELECT 1 FROM otp_codes WHERE phone_number = $1', ['9855500003'])).toEqual([]);
    expect(await sends('9855500003')).toEqual([
      {
        provider: 'fast2sms',
        provider_ref: null,
        status: 'failed',
        reason:
          'MSG91 answered 200: Insufficient balance; Fast2SMS answered 200 (416): You don’t have sufficient wallet balance',
      },
    ]);
    // Nothing was used up: asking again at once is not "too soon".
    expect((await sendOtp(t.app, '9855500003', sessionId)).statusCode).toBe(200);
  });

  it(`/health reports a provider degraded after ${DEGRADED_AFTER_FAILURES} failures in a row, and ok again after a success`, async () => {
    expect((await sendOtp(t.app, '9866600098', await browserSession(t.app))).statusCode).toBe(200);
    expect((await health()).sms.status).toBe('ok');
    msg91.failNext(NO_BALANCE, DEGRADED_AFTER_FAILURES);
    for (let i = 0; i < DEGRADED_AFTER_FAILURES; i += 1)
      expect((await sendOtp(t.app, `98666000${i}0`, await browserSession(t.app))).statusCode).toBe(200);
    const degraded = await health();
    expect(degraded.status).toBe('ok');
    expect(degraded.sms).toEqual({
      status: 'degraded',
      providers: [
        { name: 'msg91', status: 'degraded', consecutiveFailures: DEGRADED_AFTER_FAILURES },
        { name: 'fast2sms', status: 'ok', consecutiveFailures: 0 },
      ],
    });
    expect((await sendOtp(t.app, '9866600099', await browserSession(t.app))).statusCode).toBe(200);
    expect((await health()).sms.status).toBe('ok');
  });
});

describe('MSG91 delivery reports', () => {
  const report = (query: string, payload: object | string, contentType = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url: `${MSG91_REPORTS_PATH}${query}`,
      headers: { 'content-type': contentType },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  it('refuses a report without the store’s token, or with a wrong one, and changes nothing', async () => {
    await sendOtp(t.app, '9877700001', await browserSession(t.app));
    const requestId = msg91.delivered[0]!.requestId;
    const body = { requestId, number: '919877700001', status: '1', desc: 'DELIVERED', date: '2026-11-25 17:34:00' };
    for (const query of ['', '?token=', '?token=wrong-token-0123456789abcdef']) {
      const res = await report(query, body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        message: 'This delivery report is not signed with the store’s report token.',
      });
    }
    expect(await sends('9877700001')).toEqual([expect.objectContaining({ status: 'sent' })]);
  });

  it('records delivered (v2, form-encoded) and failed with its reason (v3, JSON); the admin sees the last one', async () => {
    const user = await signInAs(t.database.db, '9877700002');
    expect((await signInSms(user.userId)).json()).toEqual({ lastSend: null });

    await sendOtp(t.app, '9877700002', await browserSession(t.app));
    const first = msg91.delivered[0]!.requestId;
    expect((await signInSms(user.userId)).json()).toEqual({
      lastSend: { provider: 'msg91', status: 'sent', reason: null, sentAt: expect.any(String), reportedAt: null },
    });

    const v2 = JSON.stringify([
      {
        senderId: 'KRNNOW',
        requestId: first,
        report: [
          { date: '2026-11-25 17:34:00', number: '919877700002', status: '1', desc: 'DELIVERED', failedReason: '' },
        ],
        userId: '1',
        campaignName: 'API',
      },
    ]);
    const delivered = await report(
      `?token=${REPORT_TOKEN}`,
      new URLSearchParams({ data: v2 }).toString(),
      'application/x-www-form-urlencoded',
    );
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json()).toMatchObject({ message: 'Recorded 1 of 1 delivery reports.' });
    expect((await signInSms(user.userId)).json().lastSend).toMatchObject({
      status: 'delivered',
      reason: null,
      reportedAt: '2026-11-25T12:04:00.000Z',
    });

    await t.database.db.query(`UPDATE sms_sends SET sent_at = sent_at - interval '1 minute' WHERE phone_number = $1`, [
      '9877700002',
    ]);
    await t.database.db.query(
      `UPDATE otp_codes SET created_at = created_at - interval '1 minute' WHERE phone_number = $1`,
      ['9877700002'],
    );
    await sendOtp(t.app, '9877700002', await browserSession(t.app));
    const second = msg91.delivered[1]!.requestId;
    const failed = await t.app.inject({
      method: 'POST',
      url: MSG91_REPORTS_PATH,
      headers: { 'x-report-token': REPORT_TOKEN },
      payload: {
        requestId: second,
        number: '919877700002',
        status: '17',
        desc: 'BLOCKED',
        failedReason: 'Number is in DND / blocked',
        date: '2026-11-25 17:40:10',
      },
    });
    expect(failed.json()).toMatchObject({ message: 'Recorded 1 of 1 delivery reports.' });
    expect((await signInSms(user.userId)).json().lastSend).toEqual({
      provider: 'msg91',
      status: 'failed',
      reason: 'Number is in DND / blocked',
      sentAt: expect.any(String),
      reportedAt: '2026-11-25T12:10:10.000Z',
    });
  });

  describe('reports arriving out of order', () => {
    const sendTo = async (phoneNumber: string) => {
      await sendOtp(t.app, phoneNumber, await browserSession(t.app));
      const { requestId } = msg91.delivered[0]!;
      const at = (status: string, date: string | null, failedReason = '') =>
        report(`?token=${REPORT_TOKEN}`, {
          requestId,
          number: `91${phoneNumber}`,
          status,
          desc: status === '1' ? 'DELIVERED' : 'FAILED',
          failedReason,
          ...(date ? { date } : {}),
        });
      const kept = async () =>
        (
          await t.database.db.query<{ status: string; reason: string | null; reported_at: Date }>(
            'SELECT status, reason, reported_at FROM sms_sends WHERE phone_number = $1',
            [phoneNumber],
          )
        ).map((row) => ({ status: row.status, reason: row.reason, at: new Date(row.reported_at).toISOString() }));
      return { at, kept };
    };
    const DELIVERED_AT = { status: 'delivered', reason: null, at: '2026-11-25T12:05:50.000Z' };

    it('delivered is final: an older failure arriving after it, a newer one, or one with no time change nothing', async () => {
      const { at, kept } = await sendTo('9877700005');
      expect((await at('1', '2026-11-25 17:35:50')).json()).toMatchObject({
        message: 'Recorded 1 of 1 delivery reports.',
      });
      const older = await at('2', '2026-11-25 17:34:00', 'Absent subscriber');
      expect(older.statusCode).toBe(200);
      expect(await kept()).toEqual([DELIVERED_AT]);
      expect(older.json()).toMatchObject({ message: 'Recorded 0 of 1 delivery reports (1 superseded).' });
      await at('17', '2026-11-25 17:50:00', 'Blocked');
      await at('2', null, 'Absent subscriber');
      await at('1', '2026-11-25 17:59:00');
      expect(await kept()).toEqual([DELIVERED_AT]);
    });

    it('of two failures the newer is kept; delivered outranks a failure reported after it', async () => {
      const { at, kept } = await sendTo('9877700006');
      await at('2', '2026-11-25 17:35:00', 'Absent subscriber');
      await at('16', '2026-11-25 17:36:00', 'Rejected by operator');
      await at('2', '2026-11-25 17:35:30', 'Absent subscriber');
      expect(await kept()).toEqual([
        { status: 'failed', reason: 'Rejected by operator', at: '2026-11-25T12:06:00.000Z' },
      ]);
      await at('1', '2026-11-25 17:35:50');
      expect(await kept()).toEqual([DELIVERED_AT]);
    });
  });

  it('a report for another number or an unknown request changes nothing; pending states are left out', async () => {
    await sendOtp(t.app, '9877700003', await browserSession(t.app));
    const requestId = msg91.delivered[0]!.requestId;
    const res = await report(`?token=${REPORT_TOKEN}`, [
      { requestId, number: '919999999999', status: '1', desc: 'DELIVERED' },
      { requestId: 'unknown-request', number: '919877700003', status: '2', desc: 'FAILED' },
      { requestId, number: '919877700003', status: '8', desc: 'SUBMITTED' },
    ]);
    expect(res.json()).toMatchObject({ message: 'Recorded 0 of 2 delivery reports.' });
    expect(await sends('9877700003')).toEqual([expect.objectContaining({ status: 'sent', reason: null })]);
  });

  it('the sign-in SMS status is for admins only, and 404 for no such customer', async () => {
    const customer = await signInAs(t.database.db, '9877700004');
    expect(
      (await t.app.inject({ url: `/api/users/${customer.userId}/sign-in-sms`, headers: customer.headers })).statusCode,
    ).toBe(403);
    expect((await signInSms('5f0000000000000000000000')).statusCode).toBe(404);
  });
});
