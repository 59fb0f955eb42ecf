import type { SmsProviderName } from './provider';

/** This many failures in a row (no success between) and a provider is reported degraded. */
export const DEGRADED_AFTER_FAILURES = 3;

export interface SmsProviderHealth {
  name: SmsProviderName;
  status: 'ok' | 'degraded';
  consecutiveFailures: number;
}

export interface SmsHealthReport {
  status: 'ok' | 'degraded';
  providers: SmsProviderHealth[];
}

/**
 * How each configured provider has fared in this process: a success clears its tally, each
 * failure adds one. `/health` reports it, so a provider that has stopped sending shows there.
 */
export class SmsHealth {
  private readonly failures = new Map<SmsProviderName, number>();

  constructor(names: readonly SmsProviderName[]) {
    for (const name of names) this.failures.set(name, 0);
  }

  succeeded(name: SmsProviderName): void {
    this.failures.set(name, 0);
  }

  failed(name: SmsProviderName): void {
    this.failures.set(name, (this.failures.get(name) ?? 0) + 1);
  }

  report(): SmsHealthReport {
    const providers = [...this.failures].map(
      ([name, consecutiveFailures]): SmsProviderHealth => ({
        name,
        status: consecutiveFailures >= DEGRADED_AFTER_FAILURES ? 'degraded' : 'ok',
        consecutiveFailures,
      }),
    );
    return { status: providers.some((p) => p.status === 'degraded') ? 'degraded' : 'ok', providers };
  }
}
