import type { Queryable } from '../../db/database';
import type { Locality, Society } from '@kirana/shared/domain';

interface SocietyRow {
  id: string;
  society_name: string;
  locality_id: string;
  area_name: string;
}

const toSociety = (row: SocietyRow): Society => ({
  _id: row.id,
  societyName: row.society_name,
  locality: row.locality_id,
  areaName: row.area_name,
});

const SOCIETY_SELECT = `SELECT s.id, s.society_name, s.locality_id, l.area_name
  FROM societies s JOIN localities l ON l.id = s.locality_id`;

export async function listLocalities(db: Queryable): Promise<Locality[]> {
  const rows = await db.query<{ id: string; area_name: string }>(
    'SELECT id, area_name FROM localities ORDER BY area_name',
  );
  return rows.map((row) => ({ _id: row.id, areaName: row.area_name }));
}

export async function localityExists(db: Queryable, id: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM localities WHERE id = $1', [id])).length > 0;
}

export async function listSocieties(db: Queryable, localityId?: string): Promise<Society[]> {
  const rows = localityId
    ? await db.query<SocietyRow>(`${SOCIETY_SELECT} WHERE s.locality_id = $1 ORDER BY s.society_name`, [localityId])
    : await db.query<SocietyRow>(`${SOCIETY_SELECT} ORDER BY l.area_name, s.society_name`);
  return rows.map(toSociety);
}

export async function findSociety(db: Queryable, id: string): Promise<Society | null> {
  const rows = await db.query<SocietyRow>(`${SOCIETY_SELECT} WHERE s.id = $1`, [id]);
  return rows[0] ? toSociety(rows[0]) : null;
}
