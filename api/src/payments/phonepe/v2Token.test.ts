import type { HttpRequest } from '../transport';
import { REFRESH_BEFORE_MS, TokenSource, USABLE_UNTIL_MS } from './v2Token';

/** A token endpoint that answers each request after `release()`, with tokens valid for an hour from the fake clock. */
function tokenEndpoint(clock: { now: number }) {
  const requests: HttpRequest[] = [];
  const waiting: (() => void)[] = [];
  let refuse = false;
  const http = async (request: HttpRequest) => {
    requests.push(request);
    await new Promise<void>((resolve) => waiting.push(resolve));
    if (refuse) return { status: 401, body: { code: 'INVALID_CLIENT' } };
    const issuedAt = Math.floor(clock.now / 1000);
    return {
      status: 200,
      body: {
        access_token: `token-${requests.length}`,
        issued_at: issuedAt,
        expires_at: issuedAt + 3600,
        token_type: 'O-Bearer',
      },
    };
  };
  const release = async () => {
    while (waiting.length > 0) waiting.shift()!();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { http, requests, release, refuseNext: (value: boolean) => (refuse = value) };
}

const credentials = { authUrl: 'https://auth.example', clientId: 'CLIENT', clientSecret: 'secret', clientVersion: 1 };

describe('the PhonePe OAuth token', () => {
  it('is fetched once for many callers at once, then served from the cache until shortly before expires_at', async () => {
    const clock = { now: Date.UTC(2026, 0, 1, 10) };
    const endpoint = tokenEndpoint(clock);
    const tokens = new TokenSource(credentials, endpoint.http, () => clock.now);
    const first = Promise.all(Array.from({ length: 20 }, () => tokens.get()));
    await endpoint.release();
    expect(await first).toEqual(Array(20).fill('token-1'));
    expect(endpoint.requests).toHaveLength(1);
    expect(endpoint.requests[0]).toMatchObject({
      method: 'POST',
      url: 'https://auth.example/v1/oauth/token',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(new URLSearchParams(endpoint.requests[0]!.body).get('grant_type')).toBe('client_credentials');

    // Still well inside its hour: no new request.
    clock.now += 3600_000 - REFRESH_BEFORE_MS - 1000;
    expect(await tokens.get()).toBe('token-1');
    expect(endpoint.requests).toHaveLength(1);

    // Shortly before expiry: the old token still serves at once while one refresh runs behind it.
    clock.now += 2000;
    expect(await Promise.all(Array.from({ length: 20 }, () => tokens.get()))).toEqual(Array(20).fill('token-1'));
    expect(endpoint.requests).toHaveLength(2);
    await endpoint.release();
    expect(await tokens.get()).toBe('token-2');
    expect(endpoint.requests).toHaveLength(2);

    // At the very edge of a token's life, callers wait for the new one (one request for them all).
    clock.now += 3600_000 - USABLE_UNTIL_MS + 1000;
    const atTheEdge = Promise.all(Array.from({ length: 20 }, () => tokens.get()));
    await endpoint.release();
    expect(await atTheEdge).toEqual(Array(20).fill('token-3'));
    expect(endpoint.requests).toHaveLength(3);

    // Long past expiry (an idle night): a new token before anything is sent.
    clock.now += 10 * 3600_000;
    const later = tokens.get();
    await endpoint.release();
    expect(await later).toBe('token-4');
  });

  it('a refused token request fails every waiting caller, is not cached, and the next call asks again', async () => {
    const clock = { now: Date.UTC(2026, 0, 1, 10) };
    const endpoint = tokenEndpoint(clock);
    const tokens = new TokenSource(credentials, endpoint.http, () => clock.now);
    endpoint.refuseNext(true);
    const refused = Promise.allSettled([tokens.get(), tokens.get()]);
    await endpoint.release();
    expect((await refused).map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(endpoint.requests).toHaveLength(1);
    endpoint.refuseNext(false);
    const next = tokens.get();
    await endpoint.release();
    expect(await next).toBe('token-2');
  });

  it('a token PhonePe refused is forgotten, so the next call fetches a new one', async () => {
    const clock = { now: Date.UTC(2026, 0, 1, 10) };
    const endpoint = tokenEndpoint(clock);
    const tokens = new TokenSource(credentials, endpoint.http, () => clock.now);
    const first = tokens.get();
    await endpoint.release();
    tokens.forget(await first);
    const second = tokens.get();
    await endpoint.release();
    expect(await second).toBe('token-2');
  });
});
