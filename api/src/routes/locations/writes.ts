import { sentence, type Sentence } from '@kirana/shared/domain';
import type { Locality, Society, SocietyUpdate } from '@kirana/shared/domain';
import type { Database, Queryable } from '../../db/database';
import { newObjectId } from '../../db/ids';
import { conflict } from '../../lib/httpErrors';
import { findSociety } from './repository';

const UNIQUE_VIOLATION = '23505';
/** A missing parent (23503), or a row still referenced under ON DELETE RESTRICT (23001). */
const REFERENCE_VIOLATIONS = ['23503', '23001'];

function isDbError(error: unknown, code: string): boolean {
  return (error as { code?: unknown } | null)?.code === code;
}

function isReferenceError(error: unknown): boolean {
  return REFERENCE_VIOLATIONS.includes(String((error as { code?: unknown } | null)?.code));
}

/** Names are unique case-insensitively (a locality by name; a society by name within its locality). */
async function unique<T>(work: () => Promise<T>, taken: Sentence): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isDbError(error, UNIQUE_VIOLATION)) throw conflict(taken);
    throw error;
  }
}

export async function createLocality(db: Queryable, areaName: string): Promise<Locality> {
  const id = newObjectId();
  const name = areaName.trim();
  await unique(
    () => db.query('INSERT INTO localities (id, area_name) VALUES ($1, $2)', [id, name]),
    sentence('A locality named "{name}" already exists.', { name }),
  );
  return { _id: id, areaName: name };
}

export async function renameLocality(db: Queryable, id: string, areaName: string): Promise<Locality | null> {
  const name = areaName.trim();
  const rows = await unique(
    () => db.query<{ id: string }>('UPDATE localities SET area_name = $2 WHERE id = $1 RETURNING id', [id, name]),
    sentence('A locality named "{name}" already exists.', { name }),
  );
  return rows[0] ? { _id: id, areaName: name } : null;
}

export async function deleteLocality(db: Queryable, id: string): Promise<'deleted' | 'missing' | 'has-societies'> {
  try {
    const rows = await db.query('DELETE FROM localities WHERE id = $1 RETURNING id', [id]);
    return rows.length > 0 ? 'deleted' : 'missing';
  } catch (error) {
    if (isReferenceError(error)) return 'has-societies';
    throw error;
  }
}

export async function createSociety(db: Queryable, societyName: string, localityId: string): Promise<Society | null> {
  const id = newObjectId();
  const name = societyName.trim();
  try {
    await unique(
      () =>
        db.query('INSERT INTO societies (id, locality_id, society_name) VALUES ($1, $2, $3)', [id, localityId, name]),
      sentence('This locality already has a society named "{name}".', { name }),
    );
  } catch (error) {
    if (isReferenceError(error)) return null;
    throw error;
  }
  return findSociety(db, id);
}

/** Renaming is always safe; moving a society that addresses use would silently change where orders go. */
export async function updateSociety(
  db: Database,
  id: string,
  changes: SocietyUpdate,
): Promise<Society | 'missing' | 'no-locality' | 'has-addresses'> {
  return db.transaction(async (tx) => {
    const current = await findSociety(tx, id);
    if (!current) return 'missing';
    if (changes.locality && changes.locality !== current.locality) {
      if ((await tx.query('SELECT 1 FROM localities WHERE id = $1', [changes.locality])).length === 0)
        return 'no-locality';
      if ((await tx.query('SELECT 1 FROM user_addresses WHERE society_id = $1 LIMIT 1', [id])).length > 0)
        return 'has-addresses';
    }
    const name = changes.societyName?.trim() ?? current.societyName;
    await unique(
      () =>
        tx.query('UPDATE societies SET society_name = $2, locality_id = $3 WHERE id = $1', [
          id,
          name,
          changes.locality ?? current.locality,
        ]),
      sentence('This locality already has a society named "{name}".', { name }),
    );
    return (await findSociety(tx, id)) ?? 'missing';
  });
}

/**
 * A society still on someone's saved addresses is never deleted: the answer is how many use it.
 * No transaction needed: if an address arrives between the count and the delete, the foreign
 * key refuses the delete and we count again.
 */
export async function deleteSociety(db: Queryable, id: string): Promise<'deleted' | 'missing' | number> {
  const addressesUsing = async () =>
    Number(
      (await db.query<{ n: string }>('SELECT count(*) AS n FROM user_addresses WHERE society_id = $1', [id]))[0]?.n ??
        0,
    );
  const inUse = await addressesUsing();
  if (inUse > 0) return inUse;
  try {
    const rows = await db.query('DELETE FROM societies WHERE id = $1 RETURNING id', [id]);
    return rows.length > 0 ? 'deleted' : 'missing';
  } catch (error) {
    if (isReferenceError(error)) return Math.max(1, await addressesUsing());
    throw error;
  }
}
