import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OTP_VALID_MINUTES } from '@kirana/shared/domain';
import { ErrorResponse, MessageResponse, OtpSendBody, OtpVerifyBody, RegisterBody, SignedInUser, User } from '@kirana/shared/schemas';
import { setSessionCookie } from '../../auth/cookies';
import { createSession } from '../../auth/sessions';
import { verifyBrowserSession } from '../../lib/browserSession';
import { unauthorized } from '../../lib/httpErrors';
import { SmsUndelivered, type SmsDelivery } from '../../sms/dispatcher';
import { recordSend } from '../../sms/sends';
import { findUser } from '../../users/repository';
import { issueCode, redeemCode } from './codes';
import { deleteCode, saveCustomerName } from './repository';

/** The storefront answers this 401 by starting a new browser session (GET {host}/) and asking again. */
export const BROWSER_SESSION_EXPIRED = 'Your session has expired. Please try again.';
/** Any provider failure (a bad template, no balance, a timeout): the customer can simply ask again. */
export const OTP_SEND_FAILED = 'We couldn’t send the code. Try again in a minute.';

/** "98******10": enough for a person to recognise their number in a log, not enough to reuse it. */
export function maskPhone(phoneNumber: string): string {
  return `${phoneNumber.slice(0, 2)}******${phoneNumber.slice(-2)}`;
}

/**
 * Phone + one-time code sign-in. Sending answers the same whether or not the phone is a customer;
 * the first successful verify creates the customer (with no name), and `POST /api/otp` records
 * the name the storefront then asks for.
 */
const otpRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const secret = app.config.tokenSecret;
  const browserSession = (sessionId: string | undefined): string => {
    if (!sessionId || !verifyBrowserSession(secret, sessionId)) throw unauthorized(BROWSER_SESSION_EXPIRED);
    return sessionId;
  };

  app.post('/api/otp/send', { schema: { body: OtpSendBody, response: { 200: MessageResponse, 503: ErrorResponse } } }, async (request, reply) => {
    const { phoneNumber } = request.body;
    const sessionId = browserSession(request.body.sessionId);
    const { id, code } = await issueCode(app.db, secret, { phoneNumber, sessionId, ip: request.ip });
    let delivery: SmsDelivery;
    try {
      delivery = await app.sms.sendOtp({ phoneNumber, code, validMinutes: OTP_VALID_MINUTES });
    } catch (error) {
      if (!(error instanceof SmsUndelivered)) throw error;
      // The unsent code must not count against the customer's limits.
      await deleteCode(app.db, id);
      const last = error.attempts[error.attempts.length - 1]!;
      request.log.error({ phone: maskPhone(phoneNumber), attempts: error.attempts }, 'OTP SMS could not be sent');
      await recordSend(app.db, { phoneNumber, provider: last.provider, providerRef: null, status: 'failed', reason: error.attempts.map((a) => a.reason).join('; ') });
      return reply.status(503).send({ message: OTP_SEND_FAILED });
    }
    await recordSend(app.db, { phoneNumber, provider: delivery.provider, providerRef: delivery.providerRef, status: 'sent', reason: null });
    if (delivery.provider !== app.sms.primary) request.log.warn({ phone: maskPhone(phoneNumber), provider: delivery.provider }, 'OTP SMS sent by the fallback provider');
    return { message: `We have sent an OTP to +91 ${phoneNumber}.` };
  });

  app.post('/api/otp/verify', { schema: { body: OtpVerifyBody, response: { 200: SignedInUser } } }, async (request, reply) => {
    const { phoneNumber, otpToken } = request.body;
    const sessionId = browserSession(request.body.sessionId);
    const userId = await redeemCode(app.db, secret, { phoneNumber, sessionId, code: otpToken });
    // Whoever this browser was signed in as before, that session ends here.
    if (request.user) await app.revokeSession(request.user.sessionId);
    const { token, expiresAt } = await createSession(app.db, userId, request.headers['user-agent'] ?? '');
    setSessionCookie(reply, app.config, token, expiresAt);
    reply.header('Cache-Control', 'no-store');
    const user = await findUser(app.db, userId);
    return { ...user!, token };
  });

  app.post('/api/otp', { preHandler: app.requireUser, schema: { body: RegisterBody, response: { 200: User } } }, async (request) => {
    const userId = request.user!.id;
    await saveCustomerName(app.db, userId, request.body.name.trim().replace(/\s+/g, ' '));
    return (await findUser(app.db, userId))!;
  });
};

export default otpRoutes;
