import {
  setAddresses,
  setCredentials,
  signedOut,
  type AppDispatch,
  type RootState,
  type StoredUser,
} from '@kirana/shared';
import { profileApi } from './profileApi';

export type SignedInCheck =
  | { outcome: 'signed-in'; user: StoredUser }
  | { outcome: 'signed-out' }
  | { outcome: 'unknown' };

/**
 * A user with _id → signed in; _id missing or 401 → the stored user is removed;
 * any other error → null, and the stored user is kept (we may just be offline).
 */
export async function checkSignedIn(dispatch: AppDispatch, getState: () => RootState): Promise<SignedInCheck> {
  const result = await dispatch(
    profileApi.endpoints.getProfile.initiate(undefined, { forceRefetch: true, subscribe: false }),
  );
  if (result.data?._id) {
    const token = getState().auth.userInfo?.token;
    const profile = result.data as StoredUser;
    const user: StoredUser = { ...profile, ...(token ? { token } : {}) };
    dispatch(setCredentials(user));
    dispatch(setAddresses(profile.userAddresses ?? []));
    return { outcome: 'signed-in', user };
  }
  const status = result.error && 'status' in result.error ? result.error.status : null;
  if (status === 401 || (!result.error && !result.data?._id)) {
    dispatch(signedOut());
    return { outcome: 'signed-out' };
  }
  return { outcome: 'unknown' };
}
