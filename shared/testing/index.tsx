/**
 * The front ends' test helpers, one of each (never shipped: only test code imports
 * `@kirana/shared/testing`): a router in memory with a location probe, the one stand-in for the API
 * (`mockApi`, ./network), a fake realtime socket, and the one set of fixtures (./fixtures, ./orders).
 */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, MemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { setRealtimeSocketFactory, type RealtimeSocket } from '../src/realtime';
import { createAppStore } from '../src/store/store';

/**
 * React Router's own routers in memory, for tests: `MemoryRouter` around children, or
 * `createMemoryRouter(routes)` drawn by `RouterProvider`, to read where it is (`router.state`) and move
 * it (`router.navigate`).
 */
export { createMemoryRouter, MemoryRouter, RouterProvider };

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

export interface RenderWithRouterOptions {
  store?: ReturnType<typeof createAppStore>;
  /** The route `element` is mounted at (default: every path). */
  pattern?: string;
  /** Other paths navigation may reach; they show only where it went (`data-testid="location"`). */
  elsewhere?: string[];
}

/** Renders `element` at `path` under a memory router, with where navigation went shown in `location`. */
export function renderWithRouter(
  element: ReactNode,
  path: string,
  { store = createAppStore(), pattern = '*', elsewhere = [] }: RenderWithRouterOptions = {},
) {
  const probes = [...elsewhere, ...(pattern === '*' ? [] : ['*'])].map((route) => ({
    path: route,
    element: <WhereAmI />,
  }));
  const router = createMemoryRouter(
    [
      ...probes,
      {
        path: pattern,
        element: (
          <>
            {element}
            <WhereAmI />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router };
}

type Handler = (...args: unknown[]) => void;

/** Stands in for the socket.io client: tests fire server events at it and read what it sent. */
export class FakeSocket {
  private handlers = new Map<string, Handler[]>();
  emitted: [string, unknown][] = [];
  disconnected = false;
  constructor(public token?: string) {}
  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  emit(event: string, payload: unknown) {
    this.emitted.push([event, payload]);
    return this;
  }
  connects = 0;
  connect() {
    this.connects += 1;
    this.disconnected = false;
    return this;
  }
  disconnect() {
    this.disconnected = true;
    return this;
  }
  /** The server sends `event` (or the socket (re)connects: 'connect'). */
  fire(event: string, ...args: unknown[]) {
    for (const handler of this.handlers.get(event) ?? []) handler(...args);
  }
}

/** Replaces the realtime socket with fakes for the calling test file; the list fills as sockets open. */
export function fakeRealtime(): FakeSocket[] {
  const sockets: FakeSocket[] = [];
  beforeEach(() => {
    sockets.length = 0;
    setRealtimeSocketFactory(async (_host, token) => {
      const socket = new FakeSocket(token);
      sockets.push(socket);
      return socket as unknown as RealtimeSocket;
    });
  });
  afterEach(() => setRealtimeSocketFactory(null));
  return sockets;
}

export * from './fixtures';
export * from './network';
export * from './orders';
export * from './reports';
export * from './bills';
