import { useCallback } from 'react';
import { errorMessage, errorStatus, selectSessionId, useAppStore } from '@kirana/shared';
import { MESSAGES } from '@kirana/shared/domain/validation';
import { ensureBrowserSession, renewBrowserSession } from '../../lib/session/browserSession';
import { useSendOtpMutation } from './loginApi';

/**
 * `refused`: the server said no with a reason the customer can act on (a limit, a bad number).
 * `failed`: the code could not be sent at all (network, SMS gateway; R25a).
 */
export type SendOutcome = { kind: 'sent' } | { kind: 'refused'; message: string } | { kind: 'failed'; error: unknown };

/** Sends a code for the browser session; an expired or unknown session is renewed once and the send retried. */
export function useOtpSender(): { send: (phoneNumber: string) => Promise<SendOutcome>; sending: boolean } {
  const store = useAppStore();
  const [sendOtp, { isLoading }] = useSendOtpMutation();
  const send = useCallback(
    async (phoneNumber: string): Promise<SendOutcome> => {
      for (const renew of [false, true]) {
        await (renew ? renewBrowserSession(store) : ensureBrowserSession(store));
        const sessionId = selectSessionId(store.getState()) ?? undefined;
        const result = await sendOtp({ phoneNumber, ...(sessionId ? { sessionId } : {}) });
        if (!result.error) return { kind: 'sent' };
        const status = errorStatus(result.error);
        if (status === 401 && !renew) continue;
        if (status === 400) return { kind: 'refused', message: MESSAGES.invalidPhone };
        if (status !== null && status > 400 && status < 500)
          return { kind: 'refused', message: errorMessage(result.error) };
        return { kind: 'failed', error: result.error };
      }
      return { kind: 'failed', error: new Error('no browser session') };
    },
    [sendOtp, store],
  );
  return { send, sending: isLoading };
}
