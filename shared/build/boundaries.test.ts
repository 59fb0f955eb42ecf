/**
 * The lint walls of the architecture, as a test: code flows shared → features → app, remotes
 * never import each other or the shell, the domain stays pure, and the API only takes the
 * browser-free parts of shared.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { INSIDE_SHARED_PACKAGES, SINGLETON_PACKAGES } from './sharedSingletons';

const ROOT = path.resolve(__dirname, '..', '..');
const FRONT_ENDS = ['shell', 'mfe-catalog', 'mfe-cart-checkout', 'mfe-account', 'mfe-admin'];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' || name === 'dist' ? [] : sources(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm)].map(
    (m) => (m[1] ?? m[2] ?? m[3])!,
  );
}

function violations(dir: string, forbidden: (specifier: string, file: string) => boolean): string[] {
  return sources(path.join(ROOT, dir)).flatMap((file) =>
    imports(file)
      .filter((specifier) => forbidden(specifier, file))
      .map((specifier) => `${path.relative(ROOT, file)} imports ${specifier}`),
  );
}

/** Test files, and test helpers: a `testing.tsx` module or anything in a `testing/` or `test/` folder. */
const isTestCode = (file: string) => /(\.test\.tsx?|[/\\]testing\.tsx?)$|[/\\](testing|test)[/\\]/.test(file);

const escapesWorkspace = (workspace: string) => (specifier: string, file: string) =>
  specifier.startsWith('.') && !path.resolve(path.dirname(file), specifier).startsWith(path.join(ROOT, workspace) + path.sep);

describe('architecture boundaries', () => {
  it.each(FRONT_ENDS)('%s imports no other front end (only @kirana/shared and its own files)', (frontEnd) => {
    const others = FRONT_ENDS.filter((f) => f !== frontEnd);
    const found = violations(`${frontEnd}/src`, (specifier, file) =>
      escapesWorkspace(frontEnd)(specifier, file) || others.some((other) => specifier.includes(`@kirana/${other}`) || specifier.includes(`/${other}/`)),
    );
    expect(found).toEqual([]);
  });

  it('browser code takes shared through its package name, never a deep path (its stylesheet aside; tests may take its testing helpers)', () => {
    const found = FRONT_ENDS.flatMap((frontEnd) =>
      violations(
        `${frontEnd}/src`,
        (specifier, file) => specifier.startsWith('@kirana/shared/') && specifier !== '@kirana/shared/standalone' && specifier !== '@kirana/shared/ui.css' && !(specifier === '@kirana/shared/testing' && isTestCode(file)),
      ),
    );
    expect(found).toEqual([]);
  });

  it('browser code takes the router and the store’s libraries from @kirana/shared, never directly (tests may)', () => {
    const inside = (specifier: string) => INSIDE_SHARED_PACKAGES.some((pkg) => specifier === pkg || specifier.startsWith(`${pkg}/`));
    const found = [...FRONT_ENDS.map((frontEnd) => `${frontEnd}/src`), 'shared/standalone'].flatMap((dir) =>
      violations(dir, (specifier, file) => inside(specifier) && !isTestCode(file)),
    );
    expect(found).toEqual([]);
    // …and none of them is a federation singleton of its own (that would ship it whole again).
    expect(SINGLETON_PACKAGES.filter((pkg) => inside(pkg))).toEqual([]);
  });

  it('the domain is pure TypeScript: no React, no browser storage, no store', () => {
    const found = violations('shared/src/domain', (specifier) => /^(react|react-dom|@reduxjs|socket\.io)/.test(specifier) || specifier.includes('/store'));
    const globals = sources(path.join(ROOT, 'shared/src/domain')).filter((file) => /\b(window|document|localStorage)\./.test(readFileSync(file, 'utf8')));
    expect([...found, ...globals]).toEqual([]);
  });

  it('the API takes only the browser-free parts of shared', () => {
    const allowed = new Set(['@kirana/shared/domain', '@kirana/shared/schemas', '@kirana/shared/contracts']);
    const found = violations('api/src', (specifier) => specifier.startsWith('@kirana/shared') && !allowed.has(specifier));
    expect(found).toEqual([]);
  });
});
