/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runtimeDocument } from './runtimeDocuments';

describe('the documents the storefront server reads at run time', () => {
  it('reads a file afresh on every request', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'kirana-doc-')), 'remotes.json');
    writeFileSync(file, '{"mfe_catalog":"http://a.test/mf-manifest.json"}');
    const remotes = runtimeDocument(file);
    await expect(remotes()).resolves.toEqual({ mfe_catalog: 'http://a.test/mf-manifest.json' });
    writeFileSync(file, '{"mfe_catalog":"http://b.test/mf-manifest.json"}');
    await expect(remotes()).resolves.toEqual({ mfe_catalog: 'http://b.test/mf-manifest.json' });
  });

  describe('at a URL', () => {
    let server: Server;
    let url: string;
    let body = '{"v":1}';
    let status = 200;
    let reads = 0;
    beforeAll(async () => {
      server = createServer((_req, res) => {
        reads += 1;
        res.writeHead(status, { 'Content-Type': 'application/json' }).end(body);
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/remotes.json`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('reads it at most once a second, then sees a switch', async () => {
      const remotes = runtimeDocument(url);
      reads = 0;
      await expect(Promise.all([remotes(), remotes(), remotes()])).resolves.toEqual([{ v: 1 }, { v: 1 }, { v: 1 }]);
      expect(reads).toBe(1);
      body = '{"v":2}';
      await expect(remotes()).resolves.toEqual({ v: 1 });
      await new Promise((r) => setTimeout(r, 1_050));
      await expect(remotes()).resolves.toEqual({ v: 2 });
    });

    it('keeps the last copy while the host fails, and says so when it never had one', async () => {
      body = '{"v":3}';
      status = 200;
      const remotes = runtimeDocument(url);
      await expect(remotes()).resolves.toEqual({ v: 3 });
      status = 503;
      await new Promise((r) => setTimeout(r, 1_050));
      await expect(remotes()).resolves.toEqual({ v: 3 });
      await expect(runtimeDocument(url)()).rejects.toThrow(/answered 503/);
      status = 200;
    });
  });
});
