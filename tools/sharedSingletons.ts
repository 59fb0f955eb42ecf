import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Every package that must exist once per page (one React, one router, one store). React Router
 * (shared/src/routing), react-redux and Redux Toolkit are in it through @kirana/shared, which
 * re-exports the parts front ends use: a federation singleton is shipped whole, a library inside
 * one is tree-shaken. Front ends never import them directly (tools/boundaries.test.ts).
 */
export const SINGLETON_PACKAGES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-toastify',
  '@lingui/core',
  '@kirana/shared',
  '@kirana/shared/extended',
] as const;

/**
 * Packages a front end never imports itself: the store's libraries live inside @kirana/shared (a
 * direct import would put a second copy on the page), and so does React Router (shared/src/routing).
 */
export const INSIDE_SHARED_PACKAGES = ['react-router', 'react-router-dom', 'react-redux', '@reduxjs/toolkit'] as const;

const ROOT = path.resolve(__dirname, '..');

function versionOf(pkg: string): string {
  const name = pkg.startsWith('@') ? pkg.split('/').slice(0, 2).join('/') : pkg.split('/')[0]!;
  const file =
    name === '@kirana/shared'
      ? path.join(ROOT, 'shared', 'package.json')
      : path.join(ROOT, 'node_modules', name, 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

export function sharedSingletons(): Record<
  string,
  { singleton: true; requiredVersion: string; version: string; strictVersion: boolean }
> {
  return Object.fromEntries(
    SINGLETON_PACKAGES.map((pkg) => {
      const version = versionOf(pkg);
      // `^x.y.z` of the exact version installed: for 0.x packages (our own) a caret on the major alone would exclude it.
      return [pkg, { singleton: true as const, requiredVersion: `^${version}`, version, strictVersion: false }];
    }),
  );
}
