import type { Queryable } from '../db/database';
import { findSessionUser, hashToken, type SessionUser } from './sessions';

/** How long a looked-up session is believed without asking the database again. */
export const SESSION_CACHE_MS = 10_000;
/** At most this many sessions are kept (the oldest looked-up go first). */
export const SESSION_CACHE_MAX = 10_000;

interface Entry {
  user: SessionUser;
  until: number;
}

/**
 * Signed-in requests without a database round trip each: a live session, once looked up, is
 * believed for up to SESSION_CACHE_MS. Revoking one (logout, signing in again) forgets it here
 * before the answer leaves and on every other instance through PostgreSQL NOTIFY; an instance
 * whose listening connection dropped forgets everything. Nothing unknown is kept: a token that
 * finds no session is asked about again next time. A change to a user's role (or the user's
 * removal) reaches every instance the same way, from a trigger (migrations/010_session_notices.sql),
 * so a deactivated rider's sessions end everywhere at once (R60). The name a cached user carries
 * may be that old; nothing decides on it.
 */
export class SessionCache {
  private readonly byToken = new Map<string, Entry>();
  private readonly tokenBySession = new Map<string, string>();
  private readonly tokensByUser = new Map<string, Set<string>>();

  constructor(private readonly now: () => number = Date.now) {}

  async find(db: Queryable, token: string): Promise<SessionUser | null> {
    if (!token || token.length > 200) return null;
    const key = hashToken(token);
    const kept = this.byToken.get(key);
    if (kept && kept.until > this.now()) return kept.user;
    if (kept) this.drop(key);
    const user = await findSessionUser(db, token);
    if (user) this.keep(key, user);
    return user;
  }

  /** This session is over: forget it here (another instance hears it through NOTIFY). */
  forgetSession(sessionId: string): void {
    const key = this.tokenBySession.get(sessionId);
    if (key) this.drop(key);
  }

  /** A user's role or account changed (a trigger tells every instance): forget all their sessions. */
  forgetUser(userId: string): void {
    for (const key of [...(this.tokensByUser.get(userId) ?? [])]) this.drop(key);
  }

  /** What the sessions channel said: `user:<id>` for a user, else a session id. */
  heard(payload: string): void {
    if (payload.startsWith('user:')) this.forgetUser(payload.slice('user:'.length));
    else this.forgetSession(payload);
  }

  /** Notifications may have been missed: believe nothing kept. */
  forgetAll(): void {
    this.byToken.clear();
    this.tokenBySession.clear();
    this.tokensByUser.clear();
  }

  get size(): number {
    return this.byToken.size;
  }

  private keep(key: string, user: SessionUser): void {
    if (this.byToken.size >= SESSION_CACHE_MAX) {
      const oldest = this.byToken.keys().next().value;
      if (oldest !== undefined) this.drop(oldest);
    }
    this.byToken.set(key, { user, until: this.now() + SESSION_CACHE_MS });
    this.tokenBySession.set(user.sessionId, key);
    const mine = this.tokensByUser.get(user.id) ?? new Set<string>();
    mine.add(key);
    this.tokensByUser.set(user.id, mine);
  }

  private drop(key: string): void {
    const entry = this.byToken.get(key);
    this.byToken.delete(key);
    if (!entry) return;
    this.tokenBySession.delete(entry.user.sessionId);
    const mine = this.tokensByUser.get(entry.user.id);
    mine?.delete(key);
    if (mine?.size === 0) this.tokensByUser.delete(entry.user.id);
  }
}
