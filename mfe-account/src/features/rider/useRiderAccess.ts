import { useEffect } from 'react';
import { bus, errorStatus } from '@kirana/shared';

/**
 * A rider whose session ended (the store took them off the team: every session of theirs is
 * revoked at once) is signed out here too, through the shell's logout; the page's 401 is that.
 * Answers whether the server says this person is no rider (a 403).
 */
export function useRiderAccess(error: unknown): { notARider: boolean } {
  const status = errorStatus(error);
  useEffect(() => {
    if (status === 401) bus.emit('auth:logout-requested', {});
  }, [status]);
  return { notARider: status === 403 };
}
