import { useCallback, useState } from 'react';
import {
  errorMessage,
  setAddresses,
  userUpdated,
  useAppDispatch,
  type Address,
  type SavedAddress,
} from '@kirana/shared';
import { useSaveAddressesMutation } from './addressApi';

/** What the server takes: ids only, the names are its own. */
export const toAddress = ({ society, wing, flatNumber, locality }: Address): Address => ({
  society,
  wing,
  flatNumber,
  locality,
});

/**
 * Saves the customer's whole address list (first = where orders go, R29a) and, once the server
 * has it, puts the server's list in the store (`setAddresses` replaces the whole list), where every
 * remote reads it. A failure is logged and kept as `problem`: the API's own sentence when it refused
 * (in the language shown, as shared's `errorMessage` reads it), or the network failure in words, so
 * the screen can say why (`SaveProblem`) and let them retry.
 */
export function useSaveAddresses() {
  const dispatch = useAppDispatch();
  const [save, { isLoading }] = useSaveAddressesMutation();
  const [problem, setProblem] = useState<string | null>(null);

  const saveList = useCallback(
    async (list: readonly Address[]): Promise<SavedAddress[] | null> => {
      setProblem(null);
      try {
        const answer = await save(list.map(toAddress)).unwrap();
        dispatch(setAddresses(answer.address));
        dispatch(userUpdated({ userAddresses: answer.address }));
        return answer.address;
      } catch (error) {
        console.error('[account] address update failed', error);
        setProblem(errorMessage(error));
        return null;
      }
    },
    [dispatch, save],
  );

  return { saveList, saving: isLoading, problem };
}
