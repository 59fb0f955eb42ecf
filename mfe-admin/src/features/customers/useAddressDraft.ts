import { useState } from 'react';
import type { AddressDraft, AddressErrors } from '@kirana/shared';
import { validateAddress } from '@kirana/shared/domain/address';
import type { AddressFieldsDraft } from './NewAddressFields';

const EMPTY: AddressDraft = { locality: '', society: '', wing: '', flatNumber: '' };
const ALL_FIELDS: (keyof AddressErrors)[] = ['locality', 'society', 'wing', 'flatNumber'];

/** One more address for a customer: every part required, checked by the customer form's rules (R29). */
export function useAddressDraft() {
  const [address, setAddress] = useState<AddressDraft>(EMPTY);
  const [touched, setTouched] = useState<ReadonlySet<keyof AddressErrors>>(new Set());
  const errors = validateAddress(address);
  const valid = Object.keys(errors).length === 0;
  const draft: AddressFieldsDraft = {
    address,
    changeAddress: (changes) => setAddress((current) => ({ ...current, ...changes })),
    touch: (field) => setTouched((current) => new Set(current).add(field)),
    shown: (field) => (touched.has(field) ? errors[field] : undefined),
  };
  return {
    draft,
    touchAll: () => setTouched(new Set(ALL_FIELDS)),
    /** The address to send, or null while something is wrong. */
    value: (): AddressDraft | null => (valid ? address : null),
    reset: () => {
      setAddress(EMPTY);
      setTouched(new Set());
    },
  };
}
