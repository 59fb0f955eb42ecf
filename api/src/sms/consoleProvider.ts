import type { FastifyBaseLogger } from 'fastify';
import { otpText, type OtpMessage, type OtpTextComposer, type SmsProvider } from './provider';

export interface OutboxEntry {
  phoneNumber: string;
  code: string;
  sentAt: string;
}

/** The latest code sent to each phone, kept in this process for development and tests only. */
export class DevOutbox {
  private readonly latest = new Map<string, OutboxEntry>();

  record(phoneNumber: string, code: string, sentAt = new Date()): void {
    this.latest.set(phoneNumber, { phoneNumber, code, sentAt: sentAt.toISOString() });
  }

  find(phoneNumber: string): OutboxEntry | null {
    return this.latest.get(phoneNumber) ?? null;
  }
}

/** Development: the code goes to the log and the outbox instead of a phone. Never used in production. */
export function consoleSmsProvider(
  log: FastifyBaseLogger,
  outbox: DevOutbox,
  compose: OtpTextComposer = otpText,
): SmsProvider {
  return {
    name: 'console',
    async sendOtp(message: OtpMessage) {
      outbox.record(message.phoneNumber, message.code);
      log.info(
        { phoneNumber: message.phoneNumber, code: message.code },
        `[sms:console] to +91${message.phoneNumber}: ${compose(message)}`,
      );
      return { providerRef: null };
    },
  };
}
