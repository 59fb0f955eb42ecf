/**
 * Helpers for the front ends' component tests (never shipped: only test files import
 * `@kirana/shared/testing`). One router with a location probe, a recorder standing in for the
 * API, and a fake realtime socket.
 */
import { render } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryHistory, resolvePath, type History, type To } from '../src/router/history';
import { Router, useLocation, useRoutes } from '../src/router';
import type { RouteObject } from '../src/router';
import { setRealtimeSocketFactory, type RealtimeSocket } from '../src/realtime';
import type { Category, Product } from '../src/schemas/types';
import { createAppStore } from '../src/store/store';
import { OPEN_STORE, type StoreStatus } from '../src/domain/takingOrders';

/** A router in memory over `routes`, for tests: read where it is (`state`) and move it (`navigate`). */
export function createMemoryRouter(
  routes: RouteObject[],
  { initialEntries = ['/'] }: { initialEntries?: string[] } = {},
) {
  const history = createMemoryHistory(initialEntries);
  return {
    routes,
    history,
    get state() {
      return { location: history.location, historyAction: history.action };
    },
    navigate: async (to: To) => history.push(resolvePath(to, history.location)),
  };
}

function RouteTree({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** Draws a memory router's routes (the test twin of the shell's BrowserRouter). */
export function RouterProvider({ router }: { router: { history: History; routes: RouteObject[] } }) {
  return (
    <Router history={router.history}>
      <RouteTree routes={router.routes} />
    </Router>
  );
}

/** Children under a router in memory at `initialEntries`' last entry. */
export function MemoryRouter({
  initialEntries = ['/'],
  children,
}: {
  initialEntries?: string[];
  children?: ReactNode;
}) {
  const [history] = useState(() => createMemoryHistory(initialEntries));
  return <Router history={history}>{children}</Router>;
}

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

export interface RecordedCall {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
}

/**
 * Answers the store's API calls from `answer` (a status and JSON body) and records every call.
 * Whether the store takes orders (`GET /api/store`, which pages with a cart read on their own) is
 * answered apart and not recorded: open, unless a test passes the status it wants.
 */
export function mockApi(
  answer: (call: RecordedCall) => { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>,
  { storeStatus = OPEN_STORE }: { storeStatus?: StoreStatus } = {},
): RecordedCall[] {
  const calls: RecordedCall[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    if (request.method === 'GET' && new URL(request.url).pathname === '/api/store') {
      return new Response(JSON.stringify(storeStatus), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    // Node's fetch cannot stream a jsdom File, so a multipart body (an upload) is recorded unread.
    const text = request.headers.get('content-type')?.startsWith('multipart/form-data') ? '' : await request.text();
    const call = {
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: text ? (JSON.parse(text) as unknown) : null,
    };
    calls.push(call);
    const { status = 200, body } = await answer(call);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return calls;
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

/** The API host component tests configure (`setRuntimeConfig({ apiHost: TEST_API })`). */
export const TEST_API = 'http://api.test';

/** A product as the API answers it (Toned Milk, in Dairy), with `overrides`. */
export function productFixture(overrides: Partial<Product> = {}): Product {
  return {
    _id: '0123456789abcdef01234567',
    name: 'Toned Milk',
    description: 'Pasteurised toned milk, 3% fat.',
    category: 'Dairy',
    categoryId: 'cccccccccccccccccccccc01',
    productImages: [`${TEST_API}/images/seed/toned-milk.svg`],
    mrp: 28,
    sellingPrice: 27,
    quantityLabel: '500 ml',
    stock: 40,
    inStock: true,
    isActive: true,
    ...overrides,
  };
}

/** A category as the API answers it (Dairy), with `overrides`. */
export function categoryFixture(overrides: Partial<Category> = {}): Category {
  return {
    _id: 'cccccccccccccccccccccc01',
    name: 'Dairy',
    slug: 'dairy',
    image: `${TEST_API}/images/seed/category-dairy.svg`,
    sortOrder: 1,
    productCount: 1,
    ...overrides,
  };
}
export { anOrder } from './orders';
