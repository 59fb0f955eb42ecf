import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../src/db/database';
import type { SignedInUser } from '@kirana/shared/domain';

/** A browser session as the storefront gets it from `GET {host}/`. */
export async function browserSession(app: FastifyInstance): Promise<string> {
  return (await app.inject({ method: 'GET', url: '/' })).json<{ sessionId: string }>().sessionId;
}

export function sendOtp(app: FastifyInstance, phoneNumber: string, sessionId: string, remoteAddress = '127.0.0.1') {
  return app.inject({ method: 'POST', url: '/api/otp/send', payload: { phoneNumber, sessionId }, remoteAddress });
}

/** Without a sessionId: the spec's own payload, `{ phoneNumber, otpToken }`. */
export function verifyOtp(
  app: FastifyInstance,
  phoneNumber: string,
  otpToken: string,
  sessionId: string | undefined,
  remoteAddress = '127.0.0.1',
) {
  return app.inject({
    method: 'POST',
    url: '/api/otp/verify',
    payload: { phoneNumber, otpToken, ...(sessionId === undefined ? {} : { sessionId }) },
    remoteAddress,
  });
}

/** The code the console SMS provider "sent", read the way a developer or browser test reads it. */
export async function outboxCode(app: FastifyInstance, phoneNumber: string): Promise<string> {
  const res = await app.inject(`/api/dev/otp-outbox?phoneNumber=${phoneNumber}`);
  if (res.statusCode !== 200) throw new Error(`no code in the outbox for ${phoneNumber}: ${res.body}`);
  return res.json<{ code: string }>().code;
}

/** A code that is not the one sent (differs in every digit). */
export function wrongCode(code: string): string {
  return code.replace(/\d/g, (d) => String((Number(d) + 1) % 10));
}

/** The whole sign-in: session, send, read the outbox, verify. */
export async function signInWithOtp(
  app: FastifyInstance,
  phoneNumber: string,
): Promise<SignedInUser & { cookie: string }> {
  const sessionId = await browserSession(app);
  const sent = await sendOtp(app, phoneNumber, sessionId);
  if (sent.statusCode !== 200) throw new Error(`send failed: ${sent.body}`);
  const res = await verifyOtp(app, phoneNumber, await outboxCode(app, phoneNumber), sessionId);
  if (res.statusCode !== 200) throw new Error(`verify failed: ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'kn_session')!.value;
  return { ...res.json<SignedInUser>(), cookie };
}

/** Moves a phone's sent codes `seconds` into the past, as if that much time had gone by. */
export async function timePasses(db: Queryable, phoneNumber: string, seconds: number): Promise<void> {
  await db.query(
    `UPDATE otp_codes SET created_at = created_at - ($2::int * interval '1 second'), expires_at = expires_at - ($2::int * interval '1 second') WHERE phone_number = $1`,
    [phoneNumber, seconds],
  );
}
