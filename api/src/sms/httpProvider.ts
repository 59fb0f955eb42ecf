import { e164India, otpText, SmsSendError, type OtpMessage, type OtpTextComposer, type SmsProvider } from './provider';
import { postToProvider, SMS_HTTP_TIMEOUT_MS } from './providerRequest';

export { SMS_HTTP_TIMEOUT_MS };

export interface HttpSmsSettings {
  url: string;
  apiKey: string;
  sender: string;
  /** A gateway that has not answered by then counts as failed; the customer can ask again. */
  timeoutMs?: number;
}

/**
 * A generic SMS gateway: POST {to, sender, message} as JSON with `Authorization: Bearer <key>`.
 * The message is the DLT template filled in when one is configured. Any answer but 2xx, a
 * timeout or a network error is an `SmsSendError`.
 */
export function httpSmsProvider(settings: HttpSmsSettings, compose: OtpTextComposer = otpText): SmsProvider {
  return {
    name: 'http',
    async sendOtp(message: OtpMessage) {
      const answer = await postToProvider(
        'SMS gateway',
        settings.url,
        {
          headers: {
            'Content-Type': 'application/json',
            Accept: 'application/json',
            Authorization: `Bearer ${settings.apiKey}`,
          },
          body: JSON.stringify({
            to: e164India(message.phoneNumber),
            sender: settings.sender,
            message: compose(message),
          }),
        },
        settings.timeoutMs ?? SMS_HTTP_TIMEOUT_MS,
      );
      if (!answer.ok)
        throw new SmsSendError(`SMS gateway answered ${answer.status}${answer.text ? `: ${answer.text}` : ''}`);
      return { providerRef: null };
    },
  };
}
