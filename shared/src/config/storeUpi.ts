import { getRuntimeConfig } from '@kirana/shared';
import { UPI_ID_PATTERN, type UpiPayee } from '../domain/upi';

/** The name a UPI app shows for the store when STORE_UPI_NAME is not set. */
export const DEFAULT_UPI_NAME = 'Kirana Now';

/**
 * The store's UPI id for payments at the door (STORE_UPI_ID and STORE_UPI_NAME, in `/config.json`
 * as `storeUpiId`, `storeUpiName`), or null when the store has none or it is not a UPI id. There is
 * no demo default: a wrong one would send a customer's money to someone else.
 */
export function storeUpi(): UpiPayee | null {
  const config = getRuntimeConfig();
  const id = config.storeUpiId?.trim() ?? '';
  if (!UPI_ID_PATTERN.test(id)) return null;
  return { id, name: config.storeUpiName?.trim() || DEFAULT_UPI_NAME };
}
