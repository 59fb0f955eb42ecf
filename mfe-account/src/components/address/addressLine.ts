import type { SavedAddress } from '@kirana/shared';

/** "B-304, Palm Grove, Wakad": how a saved address reads in one line. */
export const addressLine = (address: SavedAddress): string =>
  `${address.wing}-${address.flatNumber}, ${address.societyName}, ${address.areaName}`;
