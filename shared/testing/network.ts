/**
 * The one stand-in for the API in front-end tests: `mockApi` answers every `fetch` and records it
 * as the server would see it. Never shipped (only test code imports `@kirana/shared/testing`).
 */
import { OPEN_STORE, type StoreStatus } from '../src/domain/takingOrders';

/** A request as the API would receive it. */
export interface RecordedCall {
  method: string;
  /** The full address, query included. */
  url: string;
  /** The same address, parsed (`pathname`, `searchParams`). */
  location: URL;
  /** `METHOD /path` (no query), as a route map names it. */
  route: string;
  headers: Headers;
  credentials: RequestCredentials;
  /** The JSON body, or null when there is none (a multipart upload is recorded unread). */
  body: unknown;
}

/** A status and a JSON body (200 and no body unless given), or a whole Response (a CSV download). */
export type ApiAnswer = { status?: number; body?: unknown } | Response;
/** Answers one call; throwing (see `networkDown`) is the network failing. */
export type ApiHandler = (call: RecordedCall) => ApiAnswer | Promise<ApiAnswer>;

/** The calls made so far, oldest first. */
export interface RecordedCalls extends Array<RecordedCall> {
  /** The calls to one route (`'POST /api/otp/send'`), oldest first. */
  to(route: string): RecordedCall[];
  /** Puts the real fetch back. */
  restore(): void;
}

/** An answer that is no answer: the request fails as fetch does when the network is down. */
export function networkDown(): never {
  throw new TypeError('Failed to fetch');
}

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/**
 * Answers the API's calls and records every one. `answer` is a function of the call, or a map from
 * route (`'GET /api/users/profile'`) to handler, where a route not in the map gets a 404.
 * Whether the store takes orders (`GET /api/store`, which pages with a cart read on their own) is
 * answered apart and not recorded: open, unless a test passes the status it wants.
 */
export function mockApi(
  answer: ApiHandler | Record<string, ApiHandler>,
  { storeStatus = OPEN_STORE }: { storeStatus?: StoreStatus } = {},
): RecordedCalls {
  const handle: ApiHandler =
    typeof answer === 'function'
      ? answer
      : (call) => answer[call.route]?.(call) ?? { status: 404, body: { message: `No such page: ${call.route}` } };
  const calls = [] as unknown as RecordedCalls;
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const location = new URL(request.url);
    if (request.method === 'GET' && location.pathname === '/api/store') return json(200, storeStatus);
    // Node's fetch cannot stream a jsdom File, so a multipart body (an upload) is recorded unread.
    const text = request.headers.get('content-type')?.startsWith('multipart/form-data') ? '' : await request.text();
    const call: RecordedCall = {
      method: request.method,
      url: request.url,
      location,
      route: `${request.method} ${location.pathname}`,
      headers: request.headers,
      credentials: request.credentials,
      body: text ? (JSON.parse(text) as unknown) : null,
    };
    calls.push(call);
    const answered = await handle(call);
    return answered instanceof Response ? answered : json(answered.status ?? 200, answered.body);
  });
  // Not enumerable, so `expect(calls).toEqual([…])` compares the calls alone.
  Object.defineProperties(calls, {
    to: { value: (route: string) => calls.filter((call) => call.route === route) },
    restore: { value: () => spy.mockRestore() },
  });
  return calls;
}
