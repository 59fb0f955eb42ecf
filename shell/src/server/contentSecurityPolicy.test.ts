/** @jest-environment node */
import { contentSecurityPolicy, pageSecurityHeaders } from './contentSecurityPolicy';

const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

describe('the storefront pages’ Content-Security-Policy', () => {
  const inputs = {
    config: { apiHost: 'https://api.shop.example', paymentHost: 'https://mercury.phonepe.example/transact/pg' },
    remotes: {
      mfe_catalog: 'https://shop.example/mfe/catalog/mf-manifest.json',
      mfe_admin: 'https://cdn.example/admin/1.4.0/mf-manifest.json',
      mfe_account: 'https://cdn.example/account/2.0.0/mf-manifest.json',
    },
  };

  it('allows scripts from this origin and the remotes’ only, connections to the API and its socket, and nothing else loosened', () => {
    const policy = directives(contentSecurityPolicy(inputs));
    expect(policy).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'", 'https://shop.example', 'https://cdn.example'],
      'style-src': ["'self'", 'https://shop.example', 'https://cdn.example', "'unsafe-inline'"],
      'img-src': ["'self'", 'https://api.shop.example', 'https://shop.example', 'https://cdn.example', 'data:'],
      'font-src': ["'self'", 'https://shop.example', 'https://cdn.example', 'data:'],
      'connect-src': [
        "'self'",
        'https://api.shop.example',
        'wss://api.shop.example',
        'https://shop.example',
        'https://cdn.example',
      ],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'frame-ancestors': ["'none'"],
      'form-action': ["'self'", 'https://mercury.phonepe.example'],
      'report-uri': ['https://api.shop.example/api/csp-reports'],
      'report-to': ['csp'],
    });
    expect(contentSecurityPolicy(inputs)).not.toMatch(/unsafe-eval|'unsafe-inline'.*script|\*/);
  });

  it('follows a remote moved to a new origin in remotes.json, with no rebuild', () => {
    const moved = {
      ...inputs,
      remotes: { ...inputs.remotes, mfe_admin: 'https://admin-cdn.example/2.0.0/mf-manifest.json' },
    };
    expect(directives(contentSecurityPolicy(moved))['script-src']).toEqual([
      "'self'",
      'https://shop.example',
      'https://admin-cdn.example',
      'https://cdn.example',
    ]);
  });

  it('uses ws: for an http API (development) and skips addresses that are not http(s)', () => {
    const policy = directives(
      contentSecurityPolicy({
        config: { apiHost: 'http://localhost:4000' },
        remotes: { mfe_catalog: 'javascript:alert(1)', mfe_admin: 'not a url' },
      }),
    );
    expect(policy['connect-src']).toEqual(["'self'", 'http://localhost:4000', 'ws://localhost:4000']);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
  });

  it('names the report endpoint for report-to', () => {
    expect(pageSecurityHeaders(inputs)['Reporting-Endpoints']).toBe('csp="https://api.shop.example/api/csp-reports"');
  });
});
