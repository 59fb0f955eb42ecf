/** @jest-environment node */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serveStatic, type RunningServer } from './staticServer';

describe('config.json and remotes.json as the storefront server answers them', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await serveStatic({
      root: mkdtempSync(path.join(tmpdir(), 'kirana-docs-')),
      port: 0,
      generated: {
        '/remotes.json': () => Promise.resolve({ mfe_catalog: 'http://cdn.test/mf-manifest.json' }),
        '/config.json': () => Promise.reject(new Error('the shell static host is down')),
      },
    });
  });
  afterAll(() => server.close());

  it('answers a document read at run time, never cached and readable from any origin', async () => {
    const res = await fetch(`${server.url}/remotes.json`);
    expect([res.status, res.headers.get('cache-control'), res.headers.get('access-control-allow-origin')]).toEqual([
      200,
      'no-cache',
      '*',
    ]);
    expect(await res.json()).toEqual({ mfe_catalog: 'http://cdn.test/mf-manifest.json' });
  });

  it('says 503 with Retry-After when it cannot be read', async () => {
    const res = await fetch(`${server.url}/config.json`);
    expect([res.status, res.headers.get('retry-after')]).toEqual([503, '5']);
  });
});
