/**
 * The admin's own test helpers: its page frame, antd's screen width and the chime's audio (the
 * fixtures and the API's stand-in are `@kirana/shared/testing`'s).
 */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ToastContainer } from 'react-toastify';
import type { AppStore } from '@kirana/shared';
import { adminStore, renderWithRouter } from '@kirana/shared/testing';
import { LiveFrame } from './components/live-orders/LiveFrame';

export { setScreenWidth } from './test/screenWidth';

interface RenderAdminPageOptions {
  path: string;
  pattern?: string;
  /** A store the test reads afterwards (default: a fresh one with the admin signed in). */
  store?: AppStore;
  /** Other routes navigation may reach; they show only where it went. */
  elsewhere?: string[];
}

/**
 * Renders an admin screen at `path` (mounted at `pattern`) with the toasts it shows; `location` tells where
 * navigation went.
 */
export function renderAdminPage(
  element: ReactElement,
  { path, pattern = '*', store = adminStore(), elsewhere = [] }: RenderAdminPageOptions,
) {
  // In the admin's frame, as AdminLayout renders every page: the new-order watch and its notice.
  const rendered = renderWithRouter(<LiveFrame>{element}</LiveFrame>, path, { store, pattern, elsewhere });
  // Outside the routes, as the shell's is: a toast outlives the navigation that follows it.
  render(<ToastContainer />);
  return rendered;
}

/** A stand-in for the browser's AudioContext that counts the chimes played (two notes each). */
export function installFakeAudio() {
  const tones = { played: 0, notes: 0 };
  class FakeAudioContext {
    state = 'running';
    currentTime = 0;
    destination = {};
    onstatechange: (() => void) | null = null;
    resume = async () => undefined;
    createOscillator() {
      tones.notes += 1;
      if (tones.notes % 2 === 1) tones.played += 1;
      const node = {
        type: '',
        frequency: { setValueAtTime: () => undefined },
        connect: (next: unknown) => next,
        start: () => undefined,
        stop: () => undefined,
      };
      return node;
    }
    createGain() {
      return {
        gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
        connect: (next: unknown) => next,
      };
    }
  }
  Object.defineProperty(window, 'AudioContext', { configurable: true, value: FakeAudioContext });
  return tones;
}
