import { useCallback } from 'react';
import { setAddresses, userUpdated, useAppDispatch, type Address, type SavedAddress } from '@kirana/shared';
import { useSaveAddressesMutation } from './addressApi';

/** What the server takes: ids only, the names are its own. */
export const toAddress = ({ society, wing, flatNumber, locality }: Address): Address => ({
  society,
  wing,
  flatNumber,
  locality,
});

/**
 * Saves the customer's whole address list (first = where orders go) and, once the server has
 * it, puts the server's list in the store (spec §4 setAddresses), where every remote reads it.
 * A failure is logged (spec §8) and reported back so the form can say so and let them retry.
 */
export function useSaveAddresses() {
  const dispatch = useAppDispatch();
  const [save, { isLoading }] = useSaveAddressesMutation();

  const saveList = useCallback(
    async (list: readonly Address[]): Promise<SavedAddress[] | null> => {
      try {
        const answer = await save(list.map(toAddress)).unwrap();
        dispatch(setAddresses(answer.address));
        dispatch(userUpdated({ userAddresses: answer.address }));
        return answer.address;
      } catch (error) {
        console.error('[account] address update failed', error);
        return null;
      }
    },
    [dispatch, save],
  );

  return { saveList, saving: isLoading };
}

export const SAVE_FAILED = 'We couldn’t save your address. Please check your connection and try again.';
