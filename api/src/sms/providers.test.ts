import {
  FAST2SMS_ACCOUNT,
  fast2smsStandIn,
  MSG91_ACCOUNT,
  msg91StandIn,
  TEST_DLT,
  type StandIn,
} from '../../test/smsStandIns';
import { fillDltTemplate } from './dlt';
import { fast2smsProvider } from './fast2smsProvider';
import { msg91Provider } from './msg91Provider';
import { SmsSendError } from './provider';

const message = { phoneNumber: '9876543210', code: '042917', validMinutes: 5 };
/** The approved DLT text with the code and the minutes filled in, and nothing else changed. */
const EXPECTED_TEXT =
  '042917 is your Kirana Now sign-in code. It expires in 5 minutes. Never share it.\n\n@shop.example.com #042917';
const compose = (m: typeof message) => fillDltTemplate(TEST_DLT, m);

describe('the DLT text', () => {
  it('is exactly the approved template with the code and the minutes in its placeholders', () => {
    expect(fillDltTemplate(TEST_DLT, message)).toBe(EXPECTED_TEXT);
    expect(
      fillDltTemplate(
        { template: 'Code {#var#} ({#var#} min)\n@shop.example.com #{#var#}', variables: ['code', 'minutes', 'code'] },
        { code: '000123', validMinutes: 10 },
      ),
    ).toBe('Code 000123 (10 min)\n@shop.example.com #000123');
    // One or two variables and no WebOTP line, as MSG91's DLT guidance has it.
    expect(
      fillDltTemplate({ template: 'Your Kirana Now code is {#var#}. Never share it.', variables: ['code'] }, message),
    ).toBe('Your Kirana Now code is 042917. Never share it.');
  });
});

describe('the MSG91 provider (v5 Flow)', () => {
  let msg91: StandIn;
  beforeAll(async () => {
    msg91 = await msg91StandIn(MSG91_ACCOUNT).start();
  });
  afterAll(() => msg91.close());
  beforeEach(() => msg91.reset());
  const provider = (overrides: { authKey?: string; templateId?: string; timeoutMs?: number } = {}) =>
    msg91Provider({
      authKey: MSG91_ACCOUNT.authKey,
      templateId: '6650f0c0ffee0123456789ab',
      baseUrl: msg91.url,
      ...overrides,
    });

  it('posts the template id and the recipient as 91XXXXXXXXXX with the code as a variable, under the authkey header', async () => {
    const receipt = await provider().sendOtp(message);
    expect(msg91.requests).toHaveLength(1);
    const [request] = msg91.requests;
    expect(request!.path).toBe('/api/v5/flow');
    expect(request!.headers.authkey).toBe('msg91-auth-key');
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.body).toEqual({
      template_id: '6650f0c0ffee0123456789ab',
      short_url: '0',
      recipients: [{ mobiles: '919876543210', code: '042917', minutes: '5' }],
    });
    expect(receipt).toEqual({ providerRef: msg91.delivered[0]!.requestId });
  });

  it('the phone shows exactly the approved DLT text, filled in', async () => {
    await provider().sendOtp(message);
    expect(msg91.delivered).toEqual([{ to: '919876543210', text: EXPECTED_TEXT, requestId: expect.any(String) }]);
    expect(msg91.delivered[0]!.text).toBe(compose(message));
  });

  it('a wrong authkey, an unknown template, no balance or a timeout is an SmsSendError with MSG91’s reason', async () => {
    await expect(provider({ authKey: 'stale' }).sendOtp(message)).rejects.toThrow(
      new SmsSendError('MSG91 answered 401: Authentication failure'),
    );
    await expect(provider({ templateId: 'nope' }).sendOtp(message)).rejects.toThrow(
      new SmsSendError('MSG91 answered 400: Template ID Missing or Invalid Template'),
    );
    // MSG91 can refuse with a 200 and "type":"error"
    msg91.failNext({ status: 200, body: { type: 'error', message: 'Insufficient balance' } });
    await expect(provider().sendOtp(message)).rejects.toThrow(
      new SmsSendError('MSG91 answered 200: Insufficient balance'),
    );
    msg91.hang = true;
    await expect(provider({ timeoutMs: 300 }).sendOtp(message)).rejects.toThrow(
      /^MSG91 unreachable: no answer within 0.3 s$/,
    );
    expect(msg91.delivered).toEqual([]);
  });
});

describe('the Fast2SMS provider (DLT Manual route)', () => {
  let fast2sms: StandIn;
  beforeAll(async () => {
    fast2sms = await fast2smsStandIn(FAST2SMS_ACCOUNT).start();
  });
  afterAll(() => fast2sms.close());
  beforeEach(() => fast2sms.reset());
  const provider = (overrides: { apiKey?: string; timeoutMs?: number } = {}, dlt = TEST_DLT) =>
    fast2smsProvider({ apiKey: FAST2SMS_ACCOUNT.apiKey, baseUrl: fast2sms.url, ...overrides }, dlt, (m) =>
      fillDltTemplate(dlt, m),
    );

  it('posts the DLT sender, entity and template ids and the exact approved text, with the key in authorization', async () => {
    const receipt = await provider().sendOtp(message);
    const [request] = fast2sms.requests;
    expect(request!.path).toBe('/dev/bulkV2');
    expect(request!.headers.authorization).toBe('fast2sms-key');
    expect(request!.body).toEqual({
      route: 'dlt_manual',
      sender_id: 'KRNNOW',
      message: EXPECTED_TEXT,
      template_id: '1207160000000067890',
      entity_id: '1201160000000012345',
      numbers: '9876543210',
      flash: '0',
    });
    expect(fast2sms.delivered).toEqual([{ to: '9876543210', text: EXPECTED_TEXT, requestId: receipt.providerRef }]);
  });

  it('a wrong key, a text that is not the approved template, no balance or a timeout is an SmsSendError with Fast2SMS’s reason', async () => {
    await expect(provider({ apiKey: 'old' }).sendOtp(message)).rejects.toThrow(
      new SmsSendError('Fast2SMS answered 401 (412): Invalid Authentication, Check Authorization Key'),
    );
    const edited = { ...TEST_DLT, template: TEST_DLT.template.replace('Never share it.', 'Do not share it.') };
    await expect(provider({}, edited).sendOtp(message)).rejects.toThrow(
      new SmsSendError('Fast2SMS answered 400 (425): Message does not match the DLT approved template'),
    );
    fast2sms.failNext({
      status: 200,
      body: { return: false, status_code: 416, message: 'You don’t have sufficient wallet balance' },
    });
    await expect(provider().sendOtp(message)).rejects.toThrow(
      new SmsSendError('Fast2SMS answered 200 (416): You don’t have sufficient wallet balance'),
    );
    fast2sms.hang = true;
    await expect(provider({ timeoutMs: 300 }).sendOtp(message)).rejects.toThrow(
      /^Fast2SMS unreachable: no answer within 0.3 s$/,
    );
    expect(fast2sms.delivered).toEqual([]);
  });
});
