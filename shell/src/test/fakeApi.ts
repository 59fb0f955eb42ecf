/**
 * A stand-in for the API in component tests: answers `fetch` by "METHOD /path" and records every
 * request as the server would see it (path, JSON body, headers).
 */
export interface FakeRequest {
  route: string;
  body: unknown;
  headers: Headers;
}

export type FakeAnswer = { status?: number; body?: unknown } | 'network-error';
export type FakeHandler = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

export interface FakeApi {
  requests: FakeRequest[];
  /** The requests made to one route, oldest first. */
  to(route: string): FakeRequest[];
  restore(): void;
}

export function fakeApi(handlers: Record<string, FakeHandler>): FakeApi {
  const requests: FakeRequest[] = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const text = await request.text();
    const seen: FakeRequest = {
      route: `${request.method} ${new URL(request.url).pathname}`,
      body: text ? (JSON.parse(text) as unknown) : undefined,
      headers: request.headers,
    };
    requests.push(seen);
    const handler = handlers[seen.route];
    const answer = handler ? await handler(seen) : { status: 404, body: { message: `No such page: ${seen.route}` } };
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body ?? {}), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { requests, to: (route) => requests.filter((r) => r.route === route), restore: () => spy.mockRestore() };
}

/** `GET {host}/`: a fresh browser session each time it is asked. */
let sessions = 0;
export const sessionInit: FakeHandler = () => ({
  body: { sessionId: `session-${++sessions}`, sessionExpiryTime: Date.now() + 12 * 3_600_000 },
});

export const customer = {
  _id: 'cccccccccccccccccccccccc',
  name: 'Asha',
  phoneNumber: '9876543210',
  isAdmin: false,
  userAddresses: [] as never[],
};
export const admin = {
  _id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
  name: 'Store Admin',
  phoneNumber: '9000000000',
  isAdmin: true,
  userAddresses: [] as never[],
};
export const palmGrove = {
  society: 'bbbbbbbbbbbbbbbbbbbbbbbb',
  societyName: 'Palm Grove',
  wing: 'B',
  flatNumber: '304',
  locality: 'dddddddddddddddddddddddd',
  areaName: 'Wakad',
};
