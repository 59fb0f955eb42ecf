import { MESSAGES, isValidFlat, isValidWing } from './validation';

/** The fields that make an address unique (R29): society, wing and flat. */
export interface AddressKey {
  society: string;
  wing: string;
  flatNumber: string;
}

export function sameAddress(a: AddressKey, b: AddressKey): boolean {
  return a.society === b.society && a.wing === b.wing && a.flatNumber === b.flatNumber;
}

export function hasAddress(list: readonly AddressKey[], candidate: AddressKey): boolean {
  return list.some((existing) => sameAddress(existing, candidate));
}

export interface AddressDraft extends AddressKey {
  locality: string;
}

export interface AddressErrors {
  locality?: string;
  society?: string;
  wing?: string;
  flatNumber?: string;
}

export const LOCALITY_REQUIRED = 'Please select a locality';

/** Field messages for the address form; an empty object means the draft may be saved. */
export function validateAddress(draft: AddressDraft): AddressErrors {
  const errors: AddressErrors = {};
  if (!draft.locality) errors.locality = LOCALITY_REQUIRED;
  if (!draft.society) errors.society = MESSAGES.societyRequired;
  if (!isValidWing(draft.wing)) errors.wing = MESSAGES.wing;
  if (!isValidFlat(draft.flatNumber)) errors.flatNumber = MESSAGES.flat;
  return errors;
}

/** The simple location modal only asks that society, wing and flat are all filled in. */
export function simpleLocationError(fields: AddressKey): string | null {
  const filled = [fields.society, fields.wing, fields.flatNumber].every((v) => v.trim() !== '');
  return filled ? null : MESSAGES.invalidAddress;
}
