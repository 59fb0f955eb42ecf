import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import { newObjectId } from '../db/ids';
import { roleOf, type UserRole } from '@kirana/shared/domain';

/** A signed-in session lasts 30 days from sign-in; logout revokes it at once. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_COOKIE = 'kn_session';
/** API instances tell each other about revoked sessions here (payload: the session id). */
export const SESSIONS_CHANNEL = 'kirana_sessions';

export interface SessionUser {
  id: string;
  phoneNumber: string;
  name: string;
  isAdmin: boolean;
  /** customer, rider (an active member of the delivery team) or admin (exactly when isAdmin). */
  role: UserRole;
  sessionId: string;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Starts a session for a user and returns the token the browser keeps (never stored as is). */
export async function createSession(
  db: Queryable,
  userId: string,
  userAgent = '',
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await db.query(
    'INSERT INTO auth_sessions (id, user_id, token_hash, expires_at, user_agent) VALUES ($1, $2, $3, $4, $5)',
    [newObjectId(), userId, hashToken(token), expiresAt, userAgent.slice(0, 200)],
  );
  return { token, expiresAt };
}

/**
 * The user behind a live (unexpired, unrevoked) token, or null. isAdmin and the role are read from the
 * database every time.
 */
export async function findSessionUser(db: Queryable, token: string): Promise<SessionUser | null> {
  if (!token || token.length > 200) return null;
  const rows = await db.query<{
    session_id: string;
    id: string;
    phone_number: string;
    name: string;
    is_admin: boolean;
    role: string;
  }>(
    `SELECT s.id AS session_id, u.id, u.phone_number, u.name, u.is_admin, u.role
       FROM auth_sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()`,
    [hashToken(token)],
  );
  const row = rows[0];
  return row
    ? {
        id: row.id,
        phoneNumber: row.phone_number,
        name: row.name,
        isAdmin: row.is_admin,
        role: roleOf({ isAdmin: row.is_admin, isRider: row.role === 'rider' }),
        sessionId: row.session_id,
      }
    : null;
}

/**
 * Ends a session, and in the same statement tells every API instance to stop believing it
 * (their session caches, api/src/auth/sessionCache.ts), delivered when it commits.
 */
export async function revokeSession(db: Queryable, sessionId: string): Promise<void> {
  await db.query(
    `WITH revoked AS (UPDATE auth_sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL RETURNING id)
     SELECT pg_notify($2, $1)`,
    [sessionId, SESSIONS_CHANNEL],
  );
}
