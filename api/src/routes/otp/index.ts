import { sentence } from '@kirana/shared/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorResponse,
  MessageResponse,
  OtpSendBody,
  OtpVerifyBody,
  RegisterBody,
  SignedInUser,
  User,
} from '@kirana/shared/schemas';
import { setSessionCookie } from '../../auth/cookies';
import { createSession } from '../../auth/sessions';
import { verifyBrowserSession } from '../../lib/browserSession';
import { refusal, refused, unauthorized } from '../../lib/httpErrors';
import { findUser } from '../../users/repository';
import { issueCode, redeemCode } from './codes';
import { deliverCode } from './delivery';
import { saveCustomerName } from './repository';
import { signedIn } from '../../plugins/auth';

/** The storefront answers this 401 by starting a new browser session (GET {host}/) and asking again. */
export const BROWSER_SESSION_EXPIRED = sentence('Your session has expired. Please try again.');
/** Any provider failure (a bad template, no balance, a timeout): the customer can simply ask again. */
export const OTP_SEND_FAILED = sentence('We couldn’t send the code. Try again in a minute.');

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

  app.post(
    '/api/otp/send',
    {
      schema: {
        summary: 'Send a sign-in code',
        description:
          'Texts a one-time code to the phone (the answer is the same whether or not it is a customer’s). ' +
          '`sessionId` is the one `GET /` gave this browser (docs/sign-in-and-sms.md).',
        tags: ['Session'],
        body: OtpSendBody,
        response: {
          200: MessageResponse,
          401: refused('The browser session has expired: start a new one (`GET /`) and ask again.'),
          429: refused('Asked again too soon, too often for this phone, or too often from this network.'),
          503: { ...ErrorResponse, description: 'The code could not be sent; try again in a minute.' },
        },
      },
    },
    async (request, reply) => {
      const { phoneNumber } = request.body;
      const sessionId = browserSession(request.body.sessionId);
      const { id, code } = await issueCode(app.db, secret, { phoneNumber, sessionId, ip: request.ip });
      if (!(await deliverCode({ db: app.db, sms: app.sms, log: request.log }, { id, phoneNumber, code })))
        return reply.status(503).send(refusal(OTP_SEND_FAILED));
      return { message: `We have sent an OTP to +91 ${phoneNumber}.` };
    },
  );

  app.post(
    '/api/otp/verify',
    {
      schema: {
        summary: 'Sign in with the code',
        description:
          'Answers the user and a bearer `token`, and sets the session cookie. The first verify of a new phone makes ' +
          'the customer (with no name: `POST /api/otp` gives it). A browser signed in before is signed out first.',
        tags: ['Session'],
        body: OtpVerifyBody,
        response: {
          200: SignedInUser,
          400: refused('The code is wrong or has expired.'),
          401: refused('The browser session sent has expired.'),
          429: refused('Too many wrong tries.'),
        },
      },
    },
    async (request, reply) => {
      const { phoneNumber, otpToken } = request.body;
      // The spec's client sends no session; one that is sent must be valid (and the one that asked).
      const sessionId = request.body.sessionId === undefined ? undefined : browserSession(request.body.sessionId);
      const userId = await redeemCode(app.db, secret, { phoneNumber, sessionId, code: otpToken, ip: request.ip });
      // Whoever this browser was signed in as before, that session ends here.
      if (request.user) await app.revokeSession(request.user.sessionId);
      const { token, expiresAt } = await createSession(app.db, userId, request.headers['user-agent'] ?? '');
      setSessionCookie(reply, app.config, token, expiresAt);
      reply.header('Cache-Control', 'no-store');
      const user = await findUser(app.db, userId);
      if (!user) throw unauthorized();
      return { ...user, token };
    },
  );

  app.post(
    '/api/otp',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Give my name',
        description: 'The name a new customer gives once, after signing in.',
        tags: ['Session'],
        body: RegisterBody,
        response: { 200: User },
      },
    },
    async (request) => {
      const userId = signedIn(request).id;
      await saveCustomerName(app.db, userId, request.body.name.trim().replace(/\s+/g, ' '));
      const user = await findUser(app.db, userId);
      if (!user) throw unauthorized();
      return user;
    },
  );
};

export default otpRoutes;
