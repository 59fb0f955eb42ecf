import { OTP_VALID_MINUTES } from '@kirana/shared/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { SmsUndelivered, type SmsDelivery, type SmsDispatcher } from '../../sms/dispatcher';
import { recordSend, type SendRecord } from '../../sms/sends';
import { deleteCode } from './repository';

/** "98******10": enough for a person to recognise their number in a log, not enough to reuse it. */
export function maskPhone(phoneNumber: string): string {
  return `${phoneNumber.slice(0, 2)}******${phoneNumber.slice(-2)}`;
}

interface Issued {
  /** The stored code's id, withdrawn when no provider takes the SMS. */
  id: string;
  phoneNumber: string;
  code: string;
}

/**
 * Hands a new code to the SMS providers (the fallback once if the first fails) and records the
 * send, never the code. When none takes it the code is withdrawn, so it does not count against
 * the customer's limits, and each provider's reason is logged. Answers whether it went out.
 */
export async function deliverCode(
  deps: { db: Database; sms: SmsDispatcher; log: FastifyBaseLogger },
  issued: Issued,
): Promise<boolean> {
  const { db, sms, log } = deps;
  const { phoneNumber, code } = issued;
  const phone = maskPhone(phoneNumber);
  // The store's record of the send: one that cannot be written must not change the customer's answer.
  const record = (send: SendRecord) =>
    recordSend(db, send).catch((error: unknown) =>
      log.error({ err: error, phone }, 'the sign-in SMS could not be recorded'),
    );
  let delivery: SmsDelivery;
  try {
    delivery = await sms.sendOtp({ phoneNumber, code, validMinutes: OTP_VALID_MINUTES });
  } catch (error) {
    if (!(error instanceof SmsUndelivered)) throw error;
    await deleteCode(db, issued.id);
    log.error({ phone, attempts: error.attempts }, 'OTP SMS could not be sent');
    const provider = error.attempts.at(-1)?.provider ?? sms.primary;
    await record({
      phoneNumber,
      provider,
      providerRef: null,
      status: 'failed',
      reason: error.attempts.map((a) => a.reason).join('; '),
    });
    return false;
  }
  if (delivery.provider !== sms.primary)
    log.warn({ phone, provider: delivery.provider }, 'OTP SMS sent by the fallback provider');
  await record({
    phoneNumber,
    provider: delivery.provider,
    providerRef: delivery.providerRef,
    status: 'sent',
    reason: null,
  });
  return true;
}
