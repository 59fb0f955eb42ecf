import type { ReactNode } from 'react';

/**
 * A route: a path relative to its parent ('product/:id', '*'), or the parent's own page (`index`),
 * or a layout around its children (no path: it draws `<Outlet />` where the child goes).
 */
export interface RouteObject {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: RouteObject[];
}

export type Params = Record<string, string | undefined>;

export interface RouteMatch {
  route: RouteObject;
  /** Every parameter the whole chain matched; '*' is what a splat matched. */
  params: Params;
  /** The part of the path this route matched. */
  pathname: string;
  /** The same without what a splat matched: where descendant routes start. */
  pathnameBase: string;
}

interface Branch {
  path: string;
  score: number;
  /** Each route from the top, with its path relative to its parent. */
  routes: { route: RouteObject; relativePath: string }[];
  order: number[];
}

const joinPaths = (...parts: string[]) => parts.join('/').replace(/\/\/+/g, '/');

/** Flattens the tree into every route that can be a leaf, with the chain of routes above it. */
function flatten(
  routes: RouteObject[],
  branches: Branch[] = [],
  parents: Branch['routes'] = [],
  parentPath = '',
  parentOrder: number[] = [],
): Branch[] {
  routes.forEach((route, i) => {
    const relativePath = route.path ?? '';
    const chain = [...parents, { route, relativePath }];
    const path = joinPaths(parentPath, relativePath);
    const order = [...parentOrder, i];
    if (route.children?.length) flatten(route.children, branches, chain, path, order);
    if (route.path === undefined && !route.index) return;
    branches.push({ path, score: score(path, route.index === true), routes: chain, order });
  });
  return branches;
}

/**
 * React Router's ranking: static segments beat parameters, which beat a splat; an index page ranks above its
 * siblings' layout.
 */
function score(path: string, index: boolean): number {
  const segments = path.split('/');
  let total = segments.length;
  if (segments.includes('*')) total -= 2;
  if (index) total += 2;
  return segments
    .filter((s) => s !== '*')
    .reduce((sum, s) => sum + (/^:[\w-]+$/.test(s) ? 3 : s === '' ? 1 : 10), total);
}

function rank(branches: Branch[]): Branch[] {
  return branches.sort((a, b) => b.score - a.score || compareOrder(a.order, b.order));
}

/** Siblings keep the order they were written in; anything else is equal. */
function compareOrder(a: number[], b: number[]): number {
  const siblings = a.length === b.length && a.slice(0, -1).every((n, i) => n === b[i]);
  return siblings ? (a.at(-1) ?? 0) - (b.at(-1) ?? 0) : 0;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Matches `pattern` (relative, like 'product/:id' or 'admin/*') at the start of `pathname`; with
 * `end`, the whole of it. Case-insensitive, a trailing slash allowed, parameters decoded.
 */
export function matchPath(
  pattern: string,
  pathname: string,
  end: boolean,
): { params: Params; pathname: string; pathnameBase: string } | null {
  const names: string[] = [];
  const splat = pattern === '*' || pattern.endsWith('/*');
  const body = (splat ? pattern.replace(/\/?\*$/, '') : pattern).replace(/^\/*/, '/').replace(/\/*$/, '');
  let source = `^${body
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return escapeRegExp(segment);
      names.push(segment.slice(1));
      return '([^\\/]+)';
    })
    .join('/')}`;
  if (splat) {
    names.push('*');
    source += body === '' ? '(.*)' : '(?:\\/(.+)|\\/*)$';
  } else {
    source += end ? '\\/*$' : '(?:(?=\\/|$))';
  }
  const found = new RegExp(source, 'i').exec(pathname);
  if (!found) return null;
  const matched = found[0];
  const rest = splat ? (found[names.length] ?? '') : '';
  const params: Params = {};
  names.forEach((name, i) => {
    const value = found[i + 1];
    if (name === '*') params[name] = safeDecode((value ?? '').replace(/^\//, ''));
    else params[name] = value === undefined ? undefined : safeDecode(value);
  });
  const base = splat
    ? matched.slice(0, matched.length - rest.length).replace(/\/+$/, '') || '/'
    : matched.replace(/\/+$/, '') || '/';
  return { params, pathname: matched || '/', pathnameBase: base };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The chain of routes (outermost first) that draws `pathname`, below `base` (where the routes
 * start: '/' for the page's top routes, a parent's pathnameBase for descendant ones), or null.
 */
export function matchRoutes(
  routes: RouteObject[],
  pathname: string,
  base = '/',
  parentParams: Params = {},
): RouteMatch[] | null {
  if (base !== '/' && !pathname.toLowerCase().startsWith(base.toLowerCase())) return null;
  const remaining = base === '/' ? pathname : pathname.slice(base.replace(/\/+$/, '').length) || '/';
  for (const branch of rank(flatten(routes))) {
    const matches = matchBranch(branch, remaining, base, parentParams);
    if (matches) return matches;
  }
  return null;
}

function matchBranch(branch: Branch, pathname: string, base: string, parentParams: Params): RouteMatch[] | null {
  const matches: RouteMatch[] = [];
  let matchedBase = '/';
  let params = { ...parentParams };
  for (const [i, { route, relativePath }] of branch.routes.entries()) {
    const last = i === branch.routes.length - 1;
    const rest = matchedBase === '/' ? pathname : pathname.slice(matchedBase.length) || '/';
    const found = matchPath(relativePath, rest, last);
    if (!found) return null;
    params = { ...params, ...found.params };
    matches.push({
      route,
      params,
      pathname: joinPaths(base, matchedBase, found.pathname),
      pathnameBase: joinPaths(base, matchedBase, found.pathnameBase).replace(/(.)\/+$/, '$1'),
    });
    if (found.pathnameBase !== '/') matchedBase = joinPaths(matchedBase, found.pathnameBase);
  }
  // As in React Router, every route of the chain sees all its parameters (a layout reads its page's id).
  return matches.map((match) => ({ ...match, params }));
}
