/** Fixtures and helpers for the admin's component tests. */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ToastContainer } from 'react-toastify';
import { createAppStore, setCredentials, type Order, type OrdersSummary, type Society } from '@kirana/shared';
import { renderWithRouter } from '@kirana/shared/testing';
import { LiveFrame } from './components/live-orders/LiveFrame';

export { anOrder, fakeRealtime, mockApi, type RecordedCall } from '@kirana/shared/testing';

export const palmGrove: Society = {
  _id: 'aaaaaaaaaaaaaaaaaaaaaaa1',
  societyName: 'Palm Grove',
  locality: 'bbbbbbbbbbbbbbbbbbbbbbb1',
  areaName: 'Wakad',
};
export const banerHeights: Society = {
  _id: 'aaaaaaaaaaaaaaaaaaaaaaa4',
  societyName: 'Baner Heights',
  locality: 'bbbbbbbbbbbbbbbbbbbbbbb2',
  areaName: 'Baner',
};

/** A store with the admin signed in. */
export function adminStore() {
  const store = createAppStore();
  store.dispatch(
    setCredentials({
      _id: 'dddddddddddddddddddddddd',
      name: 'Store admin',
      phoneNumber: '9000000000',
      isAdmin: true,
      token: 'admin-token',
      userAddresses: [],
    }),
  );
  return store;
}

export { setScreenWidth } from './test/screenWidth';

interface RenderAdminPageOptions {
  path: string;
  pattern?: string;
  /** A store the test reads afterwards (default: a fresh one with the admin signed in). */
  store?: ReturnType<typeof adminStore>;
  /** Other routes navigation may reach; they show only where it went. */
  elsewhere?: string[];
}

/** Renders an admin screen at `path` (mounted at `pattern`) with the toasts it shows; `location` tells where navigation went. */
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

let sequence = 0;
/** A fresh 24-hex id whose order number (characters 11–24, uppercased) is easy to read in a test. */
export function orderId(): string {
  sequence += 1;
  return `65f1a2b3c4d5e6f7a8${sequence.toString(16).padStart(6, '0')}`;
}

/** One page of orders as `GET /api/orders/` answers it. */
export function aPage(items: Order[], { page = 1, total = items.length, pageSize = 20 } = {}) {
  return { items, page, pageSize, total, pages: Math.ceil(total / pageSize) };
}

export function aSummary(overrides: Partial<OrdersSummary> = {}): OrdersSummary {
  return {
    date: '2026-03-12',
    today: { orders: 14, revenue: 3250.5, collected: 2100 },
    open: { orders: 3, late: 1, awaitingPayment: 0 },
    unpaidDelivered: { orders: 2, amount: 340 },
    lateOrders: [],
    latestOrders: [],
    ...overrides,
  };
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
