import { e164India, otpText, SmsSendError, type OtpMessage, type SmsProvider } from './provider';

export interface HttpSmsSettings {
  url: string;
  apiKey: string;
  sender: string;
  /** A gateway that has not answered by then counts as failed; the customer can ask again. */
  timeoutMs?: number;
}

export const SMS_HTTP_TIMEOUT_MS = 10_000;

/**
 * A real SMS gateway: POST {to, sender, message} as JSON with `Authorization: Bearer <key>`.
 * Any answer but 2xx, a timeout or a network error is an `SmsSendError`.
 */
export function httpSmsProvider(settings: HttpSmsSettings): SmsProvider {
  const timeoutMs = settings.timeoutMs ?? SMS_HTTP_TIMEOUT_MS;
  return {
    name: 'http',
    async sendOtp(message: OtpMessage) {
      let response: Response;
      try {
        response = await fetch(settings.url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: `Bearer ${settings.apiKey}` },
          body: JSON.stringify({ to: e164India(message.phoneNumber), sender: settings.sender, message: otpText(message) }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new SmsSendError(`SMS gateway unreachable: ${(error as Error).message}`, { cause: error });
      }
      if (!response.ok) {
        const detail = (await response.text().catch(() => '')).slice(0, 200);
        throw new SmsSendError(`SMS gateway answered ${response.status}${detail ? `: ${detail}` : ''}`);
      }
    },
  };
}
