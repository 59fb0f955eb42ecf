import { useState } from 'react';
import type { AddressDraft, AddressErrors, CustomerCreate } from '@kirana/shared';
import { validateAddress } from '@kirana/shared/domain/address';
import { nameProblem } from '@kirana/shared/domain/validation';

export const CUSTOMER_NAME_REQUIRED = 'Please enter the customer’s name';

export type NewCustomerField = 'name' | keyof AddressErrors;
const ALL_FIELDS: NewCustomerField[] = ['name', 'locality', 'society', 'wing', 'flatNumber'];
const NO_ADDRESS: AddressDraft = { locality: '', society: '', wing: '', flatNumber: '' };

/**
 * What the admin types for a customer who orders by phone: a name, and optionally where to
 * deliver. The address is left out while every part of it is empty; once any part is filled it
 * must be a whole address, checked by the same rules as the customer's own form (R29, R30).
 */
export function useNewCustomerDraft(phoneNumber: string) {
  const [name, setName] = useState('');
  const [address, setAddress] = useState<AddressDraft>(NO_ADDRESS);
  const [touched, setTouched] = useState<ReadonlySet<NewCustomerField>>(new Set());

  const problem = nameProblem(name);
  const nameError = problem && (name.trim() ? problem : CUSTOMER_NAME_REQUIRED);
  const withAddress = Object.values(address).some((part) => part !== '');
  const addressErrors: AddressErrors = withAddress ? validateAddress(address) : {};
  const errors: Partial<Record<NewCustomerField, string>> = {
    ...addressErrors,
    ...(nameError ? { name: nameError } : {}),
  };
  const valid = Object.keys(errors).length === 0;

  return {
    name,
    address,
    withAddress,
    setName,
    changeAddress: (changes: Partial<AddressDraft>) => setAddress((current) => ({ ...current, ...changes })),
    leaveOutAddress: () => {
      setAddress(NO_ADDRESS);
      setTouched((current) => new Set([...current].filter((field) => field === 'name')));
    },
    touch: (field: NewCustomerField) => setTouched((current) => new Set(current).add(field)),
    touchAll: () => setTouched(new Set(ALL_FIELDS)),
    /** A field's message, once the admin has left it (or tried to save). */
    shown: (field: NewCustomerField) => (touched.has(field) ? errors[field] : undefined),
    valid,
    /** The `POST /api/users` body, or null while something is wrong. */
    body: (): CustomerCreate | null =>
      valid ? { phoneNumber, name: name.trim(), ...(withAddress ? { address } : {}) } : null,
  };
}
