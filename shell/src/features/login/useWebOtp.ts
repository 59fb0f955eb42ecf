import { useEffect, useRef } from 'react';
import { parsePastedOtp } from '@kirana/shared/domain/validation';

/** What `navigator.credentials.get({ otp })` resolves to (the DOM library does not type it yet). */
interface OtpCredentialLike {
  code?: unknown;
}

type OtpRequest = CredentialRequestOptions & { otp: { transport: ['sms'] } };

/** Only browsers with the WebOTP API (Chrome on Android) are asked; elsewhere nothing happens. */
function webOtpSupported(): boolean {
  return typeof window !== 'undefined' && 'OTPCredential' in window && typeof navigator.credentials?.get === 'function';
}

/**
 * WebOTP: the sign-in SMS ends with `@<storefront host> #<code>`, so Chrome on Android can offer
 * the code to this page with one tap. Where the browser can, this asks for it and hands the six
 * digits to `onCode`; a refusal, no SMS or no support changes nothing (typing and the keyboard's
 * `one-time-code` suggestion still work). The request is withdrawn when the step goes away, and
 * made again each time `round` changes (a new code was sent).
 */
export function useWebOtp(onCode: (code: string) => void, round: unknown): void {
  const latest = useRef(onCode);
  latest.current = onCode;

  // biome-ignore lint/correctness/useExhaustiveDependencies: round is when to ask again (a new code was sent); onCode is read through a ref so it never goes stale
  useEffect(() => {
    if (!webOtpSupported()) return undefined;
    const controller = new AbortController();
    const request: OtpRequest = { otp: { transport: ['sms'] }, signal: controller.signal };
    navigator.credentials
      .get(request)
      .then((credential) => {
        const code = (credential as OtpCredentialLike | null)?.code;
        const digits = typeof code === 'string' ? parsePastedOtp(code) : null;
        if (digits && !controller.signal.aborted) latest.current(digits.join(''));
      })
      .catch(() => {
        // Aborted, dismissed or unavailable: the customer types the code instead.
      });
    return () => controller.abort();
  }, [round]);
}
