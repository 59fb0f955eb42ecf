import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './frontends';

export const PROXY_TEMPLATE = path.join(ROOT, 'shell', 'deploy', 'proxy.conf.template');
export const STATIC_TEMPLATE = path.join(ROOT, 'tools', 'static-nginx.conf.template');

/** As the nginx image does: replace `${NAME}` for the names given, leave nginx's own `$vars` alone. */
export function renderTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\$\{([A-Z0-9_]+)\}/g, (whole, name: string) => values[name] ?? whole);
}

export interface LocalNginxOptions {
  /** A folder of its own: config, pid, logs and temp files go here. */
  dir: string;
  /** Values for shell/deploy/proxy.conf.template. */
  proxy: Record<string, string>;
  /** Static hosts rendered from tools/static-nginx.conf.template. */
  statics: { port: number; root: string }[];
}

/** Writes a complete nginx.conf around the project's templates, for `nginx -t` and the production-shape journey. */
export function writeLocalNginxConfig(options: LocalNginxOptions): string {
  const { dir } = options;
  mkdirSync(path.join(dir, 'logs'), { recursive: true });
  mkdirSync(path.join(dir, 'temp'), { recursive: true });
  const unrendered = (text: string) => /\$\{[A-Z0-9_]+\}/.exec(text)?.[0];
  const proxy = renderTemplate(readFileSync(PROXY_TEMPLATE, 'utf8'), options.proxy);
  const statics = options.statics.map(({ port, root }) =>
    renderTemplate(readFileSync(STATIC_TEMPLATE, 'utf8'), { STATIC_PORT: String(port), STATIC_ROOT: root }),
  );
  for (const text of [proxy, ...statics]) {
    const missing = unrendered(text);
    if (missing) throw new Error(`nginx template variable ${missing} has no value`);
  }
  writeFileSync(path.join(dir, 'proxy.conf'), proxy);
  statics.forEach((text, i) => {
    writeFileSync(path.join(dir, `static-${i}.conf`), text);
  });
  const temp = path.join(dir, 'temp');
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'logs', 'error.log')} warn;
daemon off;
events { worker_connections 512; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
  sendfile on;
  include ${path.join(dir, 'proxy.conf')};
${options.statics.map((_, i) => `  include ${path.join(dir, `static-${i}.conf`)};`).join('\n')}
}
`,
  );
  return conf;
}

export interface Certificate {
  certificate: string;
  key: string;
}

/** A self-signed certificate for localhost and 127.0.0.1 (a day long), made with openssl into `dir`. */
export function selfSignedCertificate(dir: string, name = 'localhost'): Certificate {
  mkdirSync(dir, { recursive: true });
  const key = path.join(dir, `${name}-key.pem`);
  const certificate = path.join(dir, `${name}-cert.pem`);
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      certificate,
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a test certificate: ${made.stderr}`);
  return { certificate, key };
}

/** The values docker-compose.yml gives the proxy, pointed at local ports (the TLS listeners on `tls` ports with `certificate`). */
export function localProxyValues(
  ports: {
    apis: number[];
    storefront: number;
    storefronts: number[];
    api: number;
    shell: number;
    remotes: Record<string, number>;
    tls: { storefront: number; api: number };
  },
  accessLog: string,
  caches: { pages: string; api: string },
  certificate: Certificate,
): Record<string, string> {
  const servers = (list: number[]) => list.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join(' ');
  return {
    API_SERVERS: servers(ports.apis),
    STOREFRONT_SERVERS: servers(ports.storefronts),
    PAGE_CACHE_PATH: caches.pages,
    API_CACHE_PATH: caches.api,
    API_LISTEN: String(ports.api),
    API_TLS_LISTEN: String(ports.tls.api),
    API_SERVER_NAME: '_',
    STOREFRONT_LISTEN: String(ports.storefront),
    STOREFRONT_TLS_LISTEN: String(ports.tls.storefront),
    TLS_CERTIFICATE: certificate.certificate,
    TLS_CERTIFICATE_KEY: certificate.key,
    STOREFRONT_SERVER_NAME: '_',
    ACCESS_LOG: accessLog,
    SHELL_UPSTREAM: `127.0.0.1:${ports.shell}`,
    MFE_CATALOG_UPSTREAM: `127.0.0.1:${ports.remotes.mfe_catalog}`,
    MFE_CART_CHECKOUT_UPSTREAM: `127.0.0.1:${ports.remotes.mfe_cart_checkout}`,
    MFE_ACCOUNT_UPSTREAM: `127.0.0.1:${ports.remotes.mfe_account}`,
    MFE_ADMIN_UPSTREAM: `127.0.0.1:${ports.remotes.mfe_admin}`,
  };
}
