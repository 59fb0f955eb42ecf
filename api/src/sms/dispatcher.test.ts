import { SmsDispatcher, SmsUndelivered } from './dispatcher';
import { SmsHealth } from './health';
import { SmsSendError, type OtpMessage, type SmsProvider, type SmsProviderName } from './provider';

const message: OtpMessage = { phoneNumber: '9876543210', code: '318204', validMinutes: 5 };

/** A provider that answers as told and counts its calls. */
function provider(name: SmsProviderName, outcome: 'ok' | 'echoes the text' | 'crashes') {
  const calls: OtpMessage[] = [];
  const p: SmsProvider = {
    name,
    async sendOtp(m) {
      calls.push(m);
      if (outcome === 'ok') return { providerRef: `${name}-1` };
      if (outcome === 'echoes the text')
        throw new SmsSendError(`${name} answered 400: template mismatch in "${m.code} is your code"`);
      throw new TypeError('boom');
    },
  };
  return { p, calls };
}

describe('the SMS dispatcher', () => {
  it('sends through the first provider only, when it takes the message', async () => {
    const first = provider('msg91', 'ok');
    const second = provider('fast2sms', 'ok');
    const health = new SmsHealth(['msg91', 'fast2sms']);
    expect(await new SmsDispatcher([first.p, second.p], health).sendOtp(message)).toEqual({
      provider: 'msg91',
      providerRef: 'msg91-1',
    });
    expect(second.calls).toEqual([]);
  });

  it('tries the fallback once when the first fails, and counts the failure', async () => {
    const first = provider('msg91', 'echoes the text');
    const second = provider('fast2sms', 'ok');
    const health = new SmsHealth(['msg91', 'fast2sms']);
    expect(await new SmsDispatcher([first.p, second.p], health).sendOtp(message)).toEqual({
      provider: 'fast2sms',
      providerRef: 'fast2sms-1',
    });
    expect([first.calls.length, second.calls.length]).toEqual([1, 1]);
    expect(health.report().providers).toEqual([
      { name: 'msg91', status: 'ok', consecutiveFailures: 1 },
      { name: 'fast2sms', status: 'ok', consecutiveFailures: 0 },
    ]);
  });

  it('gives up after each provider failed once, with every reason and the code masked out of them', async () => {
    const first = provider('msg91', 'echoes the text');
    const second = provider('fast2sms', 'crashes');
    const dispatcher = new SmsDispatcher([first.p, second.p], new SmsHealth(['msg91', 'fast2sms']));
    const failure = await dispatcher.sendOtp(message).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SmsUndelivered);
    expect((failure as SmsUndelivered).attempts).toEqual([
      { provider: 'msg91', reason: 'msg91 answered 400: template mismatch in "****** is your code"' },
      { provider: 'fast2sms', reason: 'unexpected error: boom' },
    ]);
    expect((failure as Error).message).not.toContain(message.code);
    expect([first.calls.length, second.calls.length]).toEqual([1, 1]);
  });
});
