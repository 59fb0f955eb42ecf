import { useEffect, useSyncExternalStore } from 'react';
import { getSoundState, subscribeToSound, unlockSound, type SoundState } from './newOrderSound';

/**
 * The sound setting, and while it is on but the browser has not yet allowed audio (after a
 * reload), the first click or key press anywhere on the page unlocks it.
 */
export function useSound(): SoundState {
  const sound = useSyncExternalStore(subscribeToSound, getSoundState);
  const waiting = sound.enabled && !sound.unlocked;
  useEffect(() => {
    if (!waiting) return;
    const unlock = () => void unlockSound();
    document.addEventListener('pointerdown', unlock, true);
    document.addEventListener('keydown', unlock, true);
    return () => {
      document.removeEventListener('pointerdown', unlock, true);
      document.removeEventListener('keydown', unlock, true);
    };
  }, [waiting]);
  return sound;
}
