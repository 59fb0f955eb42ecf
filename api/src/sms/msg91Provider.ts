import { msisdnIndia, SmsSendError, type OtpMessage, type SmsProvider } from './provider';
import { answerField, postToProvider, SMS_HTTP_TIMEOUT_MS } from './providerRequest';

export const MSG91_BASE_URL = 'https://control.msg91.com';
export const MSG91_FLOW_PATH = '/api/v5/flow';

export interface Msg91Settings {
  authKey: string;
  /** The template's id in MSG91's panel (the template there carries the DLT template id and sender). */
  templateId: string;
  baseUrl: string;
  timeoutMs?: number;
}

/**
 * MSG91's v5 Flow API: `POST /api/v5/flow` with the `authkey` header and the template id; each
 * recipient is `91XXXXXXXXXX` with the template's variables beside it (`code`, `minutes`:
 * MSG91's template writes `##code##` and `##minutes##` where the DLT text has `{#var#}`).
 * MSG91 answers `{"type":"success","message":"<request id>"}`; the request id is what its
 * delivery reports name. `{"type":"error",…}` or a non-2xx answer is an `SmsSendError`.
 */
export function msg91Provider(settings: Msg91Settings): SmsProvider {
  return {
    name: 'msg91',
    async sendOtp(message: OtpMessage) {
      const answer = await postToProvider(
        'MSG91',
        `${settings.baseUrl}${MSG91_FLOW_PATH}`,
        {
          headers: { authkey: settings.authKey, 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({
            template_id: settings.templateId,
            short_url: '0',
            recipients: [
              { mobiles: msisdnIndia(message.phoneNumber), code: message.code, minutes: String(message.validMinutes) },
            ],
          }),
        },
        settings.timeoutMs ?? SMS_HTTP_TIMEOUT_MS,
      );
      const requestId = answerField(answer, 'message');
      if (answer.ok && answerField(answer, 'type') === 'success' && requestId) return { providerRef: requestId };
      throw new SmsSendError(`MSG91 answered ${answer.status}: ${requestId || answer.text || 'no reason given'}`);
    },
  };
}
