import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localProxyValues, selfSignedCertificate, writeLocalNginxConfig } from './nginxConfig';

/** CI: the proxy and static-host templates, rendered as in production, must pass `nginx -t`. */
const dir = mkdtempSync(path.join(tmpdir(), 'kirana-nginx-check-'));
try {
  const conf = writeLocalNginxConfig({
    dir,
    proxy: localProxyValues(
      {
        apis: [4801, 4802],
        storefront: 8080,
        storefronts: [3801, 3802],
        api: 8081,
        shell: 8090,
        remotes: { mfe_catalog: 8091, mfe_cart_checkout: 8092, mfe_account: 8093, mfe_admin: 8094 },
        tls: { storefront: 8443, api: 8444 },
      },
      path.join(dir, 'logs', 'access.log'),
      { pages: path.join(dir, 'pages'), api: path.join(dir, 'api-cache') },
      selfSignedCertificate(path.join(dir, 'tls')),
    ),
    statics: [8090, 8091, 8092, 8093, 8094].map((port) => ({ port, root: dir })),
  });
  const result = spawnSync('nginx', ['-t', '-p', dir, '-c', conf], { encoding: 'utf8' });
  process.stdout.write(result.stdout + result.stderr);
  process.exitCode = result.status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
