import type { DltSettings } from './dlt';
import { SmsSendError, type OtpMessage, type OtpTextComposer, type SmsProvider } from './provider';
import { answerField, postToProvider, SMS_HTTP_TIMEOUT_MS } from './providerRequest';

export const FAST2SMS_BASE_URL = 'https://www.fast2sms.com';
export const FAST2SMS_PATH = '/dev/bulkV2';

export interface Fast2SmsSettings {
  apiKey: string;
  baseUrl: string;
  timeoutMs?: number;
}

/**
 * Fast2SMS's DLT Manual route: `POST /dev/bulkV2` with the API key in the `authorization` header,
 * `route: dlt_manual`, the DLT sender header, principal entity id and content template id, and the
 * full approved text with its variables filled in; `numbers` is the 10-digit number. Fast2SMS
 * answers `{"return":true,"request_id":…}`; `{"return":false,"status_code":…,"message":…}` or a
 * non-2xx answer is an `SmsSendError`.
 */
export function fast2smsProvider(settings: Fast2SmsSettings, dlt: DltSettings, compose: OtpTextComposer): SmsProvider {
  return {
    name: 'fast2sms',
    async sendOtp(message: OtpMessage) {
      const answer = await postToProvider(
        'Fast2SMS',
        `${settings.baseUrl}${FAST2SMS_PATH}`,
        {
          headers: { authorization: settings.apiKey, 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({
            route: 'dlt_manual',
            sender_id: dlt.sender,
            message: compose(message),
            template_id: dlt.templateId,
            entity_id: dlt.entityId,
            numbers: message.phoneNumber,
            flash: '0',
          }),
        },
        settings.timeoutMs ?? SMS_HTTP_TIMEOUT_MS,
      );
      if (answer.ok && answerField(answer, 'return') === 'true')
        return { providerRef: answerField(answer, 'request_id') || null };
      const code = answerField(answer, 'status_code');
      throw new SmsSendError(
        `Fast2SMS answered ${answer.status}${code ? ` (${code})` : ''}: ${answerField(answer, 'message') || answer.text || 'no reason given'}`,
      );
    },
  };
}
