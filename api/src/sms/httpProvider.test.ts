import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildTestApp, type TestApp } from '../../test/testApp';
import { browserSession, sendOtp, timePasses } from '../../test/otp';
import { TEST_DLT } from '../../test/smsStandIns';
import { fillDltTemplate } from './dlt';
import { httpSmsProvider } from './httpProvider';
import { SmsSendError } from './provider';

interface Received {
  headers: IncomingMessage['headers'];
  body: { to: string; sender: string; message: string };
}

/** A stand-in SMS gateway on a local port: records what it is sent and answers `status`. */
let gateway: Server;
let gatewayUrl: string;
let received: Received[] = [];
let status = 202;

beforeAll(async () => {
  gateway = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(raw) as Received['body'] });
      res
        .writeHead(status, { 'content-type': 'application/json' })
        .end(status < 300 ? '{"id":"msg-1"}' : '{"error":"quota exceeded"}');
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/v1/messages`;
});
afterAll(() => new Promise<void>((resolve) => gateway.close(() => resolve())));
beforeEach(() => {
  received = [];
  status = 202;
});

describe('the HTTP SMS provider', () => {
  const settings = () => ({ url: gatewayUrl, apiKey: 'key-123', sender: 'KRNNOW' });

  it('posts the code as JSON with the API key and the sender id', async () => {
    await httpSmsProvider(settings()).sendOtp({ phoneNumber: '9876543210', code: '042917', validMinutes: 5 });
    expect(received).toHaveLength(1);
    expect(received[0]!.headers.authorization).toBe('Bearer key-123');
    expect(received[0]!.headers['content-type']).toBe('application/json');
    expect(received[0]!.body).toEqual({
      to: '+919876543210',
      sender: 'KRNNOW',
      message:
        '042917 is your Kirana Now sign-in code. It expires in 5 minutes. Never share it with anyone, not even us.',
    });
  });

  it('sends the DLT template filled in when one is configured', async () => {
    await httpSmsProvider(settings(), (m) => fillDltTemplate(TEST_DLT, m)).sendOtp({
      phoneNumber: '9876543210',
      code: '042917',
      validMinutes: 5,
    });
    expect(received[0]!.body.message).toBe(
      '042917 is your Kirana Now sign-in code. It expires in 5 minutes. Never share it.\n\n@shop.example.com #042917',
    );
  });

  it('fails with SmsSendError when the gateway refuses, or cannot be reached', async () => {
    status = 500;
    await expect(
      httpSmsProvider(settings()).sendOtp({ phoneNumber: '9876543210', code: '111111', validMinutes: 5 }),
    ).rejects.toThrow(new SmsSendError('SMS gateway answered 500: {"error":"quota exceeded"}'));
    const nowhere = httpSmsProvider({ ...settings(), url: 'http://127.0.0.1:9/none', timeoutMs: 2000 });
    await expect(
      nowhere.sendOtp({ phoneNumber: '9876543210', code: '111111', validMinutes: 5 }),
    ).rejects.toBeInstanceOf(SmsSendError);
  });

  describe('behind POST /api/otp/send', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({
        SEED: 'false',
        SMS_PROVIDER: 'http',
        SMS_HTTP_URL: gatewayUrl,
        SMS_HTTP_API_KEY: 'key-123',
        SMS_SENDER: 'KRNNOW',
      });
    });
    afterAll(() => t.close());

    it('sends the code through the gateway, and has no development outbox', async () => {
      const res = await sendOtp(t.app, '9844400001', await browserSession(t.app));
      expect(res.statusCode).toBe(200);
      expect(received[0]!.body.to).toBe('+919844400001');
      expect(received[0]!.body.message).toMatch(/^\d{6} is your Kirana Now sign-in code/);
      expect((await t.app.inject('/api/dev/otp-outbox?phoneNumber=9844400001')).statusCode).toBe(404);
    });

    it('a gateway failure answers 503 with the OTP send failure, and does not count against the customer', async () => {
      const sessionId = await browserSession(t.app);
      status = 503;
      const failed = await sendOtp(t.app, '9844400002', sessionId);
      expect(failed.statusCode).toBe(503);
      expect(failed.json()).toMatchObject({ message: 'We couldn’t send the code. Try again in a minute.' });
      expect(await t.database.db.query('SELECT 1 FROM otp_codes WHERE phone_number = $1', ['9844400002'])).toEqual([]);
      status = 202;
      expect((await sendOtp(t.app, '9844400002', sessionId)).statusCode).toBe(200);
      await timePasses(t.database.db, '9844400002', 31);
    });
  });
});
