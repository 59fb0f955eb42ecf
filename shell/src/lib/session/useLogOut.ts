import { useCallback } from 'react';
import { api, bus, signedOut, useAppDispatch, useNavigate } from '@kirana/shared';
import { showToast } from '../toasts/showToast';
import { profileApi } from './profileApi';
import { t } from '../../i18n';

/**
 * Logging out: the server revokes the session (so the token stops working anywhere), then user
 * and addresses leave local and session storage, cached answers are dropped, everyone hears
 * `auth:signed-out`, and the customer lands on the home page. A failed call still signs out here.
 */
export function useLogOut(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await dispatch(profileApi.endpoints.logOut.initiate()).unwrap();
    } catch (error) {
      console.error('[shell] logout call failed; signing out on this device anyway', error);
    }
    dispatch(signedOut());
    dispatch(api.util.resetApiState());
    bus.emit('auth:signed-out', {});
    navigate('/');
    void showToast('info', t('You have been logged out.'));
  }, [dispatch, navigate]);
}
