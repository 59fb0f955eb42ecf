import type { Queryable } from '../db/database';

export async function renameUser(db: Queryable, userId: string, name: string): Promise<void> {
  await db.query('UPDATE users SET name = $2, updated_at = now() WHERE id = $1', [userId, name]);
}

export async function userName(db: Queryable, userId: string): Promise<string> {
  const [row] = await db.query<{ name: string }>('SELECT name FROM users WHERE id = $1', [userId]);
  return row?.name ?? '';
}
