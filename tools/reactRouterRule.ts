import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * React Router as the browser's production build takes it. Its package exports resolve to the
 * development build (warnings on) under every condition a bundler uses; the production build beside
 * it is the same code with the warnings off, so the minifier can drop them: about 4 KB gzip of the
 * home page.
 */
export function reactRouterProductionAliases(): Record<string, string> {
  const dist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'production');
  const aliases: Record<string, string> = {
    'react-router$': path.join(dist, 'index.mjs'),
    'react-router/dom$': path.join(dist, 'dom-export.mjs'),
  };
  for (const file of Object.values(aliases))
    if (!existsSync(file))
      throw new Error(`React Router's production build is not at ${file}: read reactRouterRule.ts`);
  return aliases;
}

/**
 * React Router's published module names its contexts and components for React's developer tools
 * (`Context.displayName = "…"` at the top level). Those assignments are side effects, so the
 * minifier keeps every context and component they touch, and all the framework-mode code those
 * reach (forms, fetchers, prefetching): about 5 KB gzip of the home page that the declarative router
 * never runs. The browser's production build drops them (reactRouterLoader.cjs); nothing else changes.
 */
export const reactRouterRule = {
  test: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/,
  loader: path.join(__dirname, 'reactRouterLoader.cjs'),
};
