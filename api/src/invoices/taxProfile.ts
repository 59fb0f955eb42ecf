import type { StoreTaxProfile } from '@kirana/shared/domain';
import { one, type Queryable } from '../db/database';

interface ProfileRow {
  legal_name: string;
  address: string;
  state_code: string;
  gstin: string | null;
}

/**
 * The store as its bills name it until the admin fills in its tax profile: no GSTIN, so plain
 * bills. The state is Maharashtra's code, as the demo store's societies are in Pune.
 */
export const UNSET_TAX_PROFILE: StoreTaxProfile = {
  legalName: 'Kirana Now',
  address: 'Address not set yet: the store adds it under Store details',
  stateCode: '27',
  gstin: null,
};

/** The stored profile, or null when the admin has not set one. */
export async function readTaxProfile(db: Queryable): Promise<StoreTaxProfile | null> {
  const row = await one<ProfileRow>(
    db,
    'SELECT legal_name, address, state_code, gstin FROM store_tax_profile WHERE id',
  );
  return row ? { legalName: row.legal_name, address: row.address, stateCode: row.state_code, gstin: row.gstin } : null;
}

/** Saves the profile (one row); bills issued before keep the details they were issued with. */
export async function saveTaxProfile(
  db: Queryable,
  profile: StoreTaxProfile,
  adminId: string,
): Promise<StoreTaxProfile> {
  await db.query(
    `INSERT INTO store_tax_profile (id, legal_name, address, state_code, gstin, updated_by, updated_at)
     VALUES (true, $1, $2, $3, $4, $5, now())
     ON CONFLICT (id) DO UPDATE SET legal_name = excluded.legal_name, address = excluded.address,
       state_code = excluded.state_code, gstin = excluded.gstin, updated_by = excluded.updated_by, updated_at = now()`,
    [profile.legalName, profile.address, profile.stateCode, profile.gstin, adminId],
  );
  return profile;
}
