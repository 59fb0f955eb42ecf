import type { Database } from '../../db/database';
import { uniqueRedisPrefix } from '../../realtime/realtime';
import { buildTestApp, type TestApp } from '../../../test/testApp';
import { CSP_REPORT_LIMITS, CSP_REPORT_MAX_BYTES } from './index';
import { violationsIn } from './violation';

const REPORT_URI_BODY = {
  'csp-report': {
    'document-uri': 'https://shop.example.com/',
    'blocked-uri': 'https://evil.example/x.js',
    'effective-directive': 'script-src-elem',
    disposition: 'enforce',
    'line-number': 3,
  },
};
const REPORT_TO_BODY = [
  {
    type: 'csp-violation',
    url: 'https://shop.example.com/',
    body: {
      documentURL: 'https://shop.example.com/cart',
      blockedURL: 'inline',
      effectiveDirective: 'script-src-elem',
      disposition: 'enforce',
      sample: 'alert(1)',
    },
  },
];

describe('POST /api/csp-reports', () => {
  let t: TestApp;
  let queries = 0;
  const counting = (db: Database): Database =>
    new Proxy(db, {
      get(target, name, receiver) {
        const value = Reflect.get(target, name, receiver) as unknown;
        if (name !== 'query' || typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          queries += 1;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });

  beforeAll(async () => {
    t = await buildTestApp({ SEED: 'false' }, undefined, { wrapDb: counting });
  });
  afterAll(() => t.close());

  const report = (payload: string, type: string, ip = '198.51.100.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/csp-reports',
      headers: { 'content-type': type },
      payload,
      remoteAddress: ip,
    });

  it('accepts both report formats with 204 and writes nothing to the database', async () => {
    queries = 0;
    expect((await report(JSON.stringify(REPORT_URI_BODY), 'application/csp-report')).statusCode).toBe(204);
    expect((await report(JSON.stringify(REPORT_TO_BODY), 'application/reports+json')).statusCode).toBe(204);
    expect(queries).toBe(0);
  });

  it('refuses a body over the size limit, one that is not JSON, and other content types', async () => {
    const big = JSON.stringify({ 'csp-report': { 'script-sample': 'x'.repeat(CSP_REPORT_MAX_BYTES) } });
    expect((await report(big, 'application/csp-report', '198.51.100.2')).statusCode).toBe(413);
    expect((await report('{not json', 'application/csp-report', '198.51.100.2')).statusCode).toBe(400);
    expect((await report('hello', 'text/plain', '198.51.100.2')).statusCode).toBe(415);
  });

  it('limits how many reports one address may send a minute, without limiting others', async () => {
    const body = JSON.stringify(REPORT_URI_BODY);
    const statuses: number[] = [];
    for (let i = 0; i <= CSP_REPORT_LIMITS.perKey; i += 1)
      statuses.push((await report(body, 'application/csp-report', '198.51.100.3')).statusCode);
    expect(statuses.slice(0, CSP_REPORT_LIMITS.perKey).every((s) => s === 204)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await report(body, 'application/csp-report', '198.51.100.4')).statusCode).toBe(204);
  });
});

// With Redis (REDIS_URL), the limit is one count for every instance of the store.
(process.env.REDIS_URL ? describe : describe.skip)('POST /api/csp-reports on two instances sharing Redis', () => {
  const prefix = uniqueRedisPrefix();
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    [one, two] = await Promise.all([
      buildTestApp({ SEED: 'false', REDIS_URL: process.env.REDIS_URL ?? '', REDIS_KEY_PREFIX: prefix }),
      buildTestApp({ SEED: 'false', REDIS_URL: process.env.REDIS_URL ?? '', REDIS_KEY_PREFIX: prefix }),
    ]);
  });
  afterAll(() => Promise.all([one?.close(), two?.close()]));

  it('counts an address’s reports on both together', async () => {
    const send = (t: TestApp) =>
      t.app.inject({
        method: 'POST',
        url: '/api/csp-reports',
        headers: { 'content-type': 'application/csp-report' },
        remoteAddress: '198.51.100.9',
        payload: JSON.stringify(REPORT_URI_BODY),
      });
    const statuses: number[] = [];
    for (let i = 0; i < CSP_REPORT_LIMITS.perKey; i += 1) statuses.push((await send(i % 2 ? one : two)).statusCode);
    expect(statuses.every((status) => status === 204)).toBe(true);
    expect((await send(one)).statusCode).toBe(429);
    expect((await send(two)).statusCode).toBe(429);
  });
});

describe('violationsIn', () => {
  it('reads report-uri and report-to bodies into one shape, trimmed, skipping anything else', () => {
    expect(violationsIn(REPORT_URI_BODY, 20)).toEqual([
      {
        documentUrl: 'https://shop.example.com/',
        blockedUrl: 'https://evil.example/x.js',
        directive: 'script-src-elem',
        disposition: 'enforce',
        sourceFile: '',
        line: 3,
        column: null,
        sample: '',
      },
    ]);
    expect(violationsIn(REPORT_TO_BODY, 20)[0]).toMatchObject({
      documentUrl: 'https://shop.example.com/cart',
      blockedUrl: 'inline',
      sample: 'alert(1)',
    });
    expect(violationsIn([{ type: 'deprecation', body: {} }, 'x', null], 20)).toEqual([]);
    expect(violationsIn({ 'csp-report': { 'document-uri': 'y'.repeat(5000) } }, 20)[0]!.documentUrl).toHaveLength(300);
    expect(
      violationsIn(
        Array.from({ length: 50 }, () => REPORT_TO_BODY[0]),
        20,
      ),
    ).toHaveLength(20);
  });
});
