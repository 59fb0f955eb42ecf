import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../config';
import { SESSION_COOKIE } from './sessions';

/**
 * httpOnly so page scripts never see it; SameSite=Lax so other sites' pages cannot ride it; Secure in
 * production always.
 */
export function setSessionCookie(reply: FastifyReply, config: AppConfig, token: string, expiresAt: Date): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: AppConfig): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure: config.secureCookies, path: '/' });
}
