import type { SmsHealth } from './health';
import { SmsSendError, withoutCode, type OtpMessage, type SmsProvider, type SmsProviderName } from './provider';

/** Which provider took the message, and its id for it. */
export interface SmsDelivery {
  provider: SmsProviderName;
  providerRef: string | null;
}

export interface SmsAttempt {
  provider: SmsProviderName;
  reason: string;
}

/** No provider took the message; `attempts` holds each one's reason (the code masked). */
export class SmsUndelivered extends Error {
  constructor(public readonly attempts: SmsAttempt[]) {
    super(`No SMS provider took the message: ${attempts.map((a) => `${a.provider}: ${a.reason}`).join('; ')}`);
    this.name = 'SmsUndelivered';
  }
}

/**
 * Sends through the first provider and, when it fails, tries the fallback (if any) once. Each
 * outcome goes into the health tally.
 */
export class SmsDispatcher {
  private readonly first: SmsProvider;

  constructor(
    private readonly providers: readonly SmsProvider[],
    private readonly health: SmsHealth,
  ) {
    const [first] = providers;
    if (!first) throw new Error('SmsDispatcher needs at least one provider');
    this.first = first;
  }

  get primary(): SmsProviderName {
    return this.first.name;
  }

  async sendOtp(message: OtpMessage): Promise<SmsDelivery> {
    const attempts: SmsAttempt[] = [];
    for (const provider of this.providers) {
      try {
        const { providerRef } = await provider.sendOtp(message);
        this.health.succeeded(provider.name);
        return { provider: provider.name, providerRef };
      } catch (error) {
        this.health.failed(provider.name);
        const reason = error instanceof SmsSendError ? error.message : `unexpected error: ${(error as Error).message}`;
        attempts.push({ provider: provider.name, reason: withoutCode(reason, message.code) });
      }
    }
    throw new SmsUndelivered(attempts);
  }
}
