/**
 * Where the page is and how it moves: the browser's history, or one kept in memory (tests), or a
 * single fixed location (the server). The router reads `location` and re-renders on `listen`.
 */

export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

export interface Location extends Path {
  /** What the page that navigated here passed along (`<Link state>`), else null. */
  state: unknown;
  /** Unique per history entry; 'default' for the entry the visitor arrived on. */
  key: string;
}

export type HistoryAction = 'POP' | 'PUSH' | 'REPLACE';

/** A destination: an absolute path ('/product/1?x=1'), a query of the current page ('?page=2'), or its parts. */
export type To = string | Partial<Path>;

export interface History {
  readonly location: Location;
  readonly action: HistoryAction;
  push(to: Path, state?: unknown): void;
  replace(to: Path, state?: unknown): void;
  go(delta: number): void;
  /** Calls `listener` after every change; returns the unsubscribe. */
  listen(listener: () => void): () => void;
}

/** `to` resolved against the page it is followed from (a bare query or hash keeps the path). */
export function resolvePath(to: To, from: Pick<Path, 'pathname'>): Path {
  if (typeof to !== 'string') {
    return {
      pathname: to.pathname ?? from.pathname,
      search: prefixed(to.search ?? '', '?'),
      hash: prefixed(to.hash ?? '', '#'),
    };
  }
  const url = new URL(to, `http://path.local${from.pathname}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

export function createPath({ pathname, search, hash }: Path): string {
  return `${pathname}${search}${hash}`;
}

export function parsePath(path: string): Path {
  return resolvePath(path, { pathname: '/' });
}

const prefixed = (value: string, prefix: string) =>
  !value || value === prefix ? '' : value.startsWith(prefix) ? value : `${prefix}${value}`;

const newKey = () => Math.random().toString(36).slice(2, 10);

/** What each browser history entry keeps: the page's state and the entry's key. */
interface EntryState {
  usr: unknown;
  key: string;
}

/** The browser's own history (pushState and popstate). */
export function createBrowserHistory(win: Window = window): History {
  const listeners = new Set<() => void>();
  let action: HistoryAction = 'POP';
  const entry = () => win.history.state as Partial<EntryState> | null;
  const read = (): Location => {
    const { pathname, search, hash } = win.location;
    return { pathname, search, hash, state: entry()?.usr ?? null, key: entry()?.key ?? 'default' };
  };
  let location = read();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const write = (kind: 'PUSH' | 'REPLACE', to: Path, state: unknown) => {
    const next: EntryState = { usr: state ?? null, key: newKey() };
    win.history[kind === 'PUSH' ? 'pushState' : 'replaceState'](next, '', createPath(to));
    action = kind;
    location = read();
    notify();
  };
  win.addEventListener('popstate', () => {
    action = 'POP';
    location = read();
    notify();
  });
  return {
    get location() {
      return location;
    },
    get action() {
      return action;
    },
    push: (to, state) => write('PUSH', to, state),
    replace: (to, state) => write('REPLACE', to, state),
    go: (delta) => win.history.go(delta),
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A history held in memory: component tests, and anywhere without a browser. */
export function createMemoryHistory(initialEntries: string[] = ['/']): History {
  const listeners = new Set<() => void>();
  const entries: Location[] = (initialEntries.length ? initialEntries : ['/']).map((path, i) => ({
    ...parsePath(path),
    state: null,
    key: i === 0 ? 'default' : newKey(),
  }));
  let index = entries.length - 1;
  let action: HistoryAction = 'POP';
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    get location() {
      // (never empty, and every step keeps index within it)
      return entries[index] as Location;
    },
    get action() {
      return action;
    },
    push(to, state) {
      entries.splice(index + 1, entries.length, { ...to, state: state ?? null, key: newKey() });
      index += 1;
      action = 'PUSH';
      notify();
    },
    replace(to, state) {
      entries[index] = { ...to, state: state ?? null, key: newKey() };
      action = 'REPLACE';
      notify();
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      action = 'POP';
      notify();
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** One location that never moves: the server renders a single request. */
export function createStaticHistory(path: string): History {
  const location: Location = { ...parsePath(path), state: null, key: 'default' };
  const refuse = () => {
    throw new Error('The server renders one location: navigation happens in the browser.');
  };
  return { location, action: 'POP', push: refuse, replace: refuse, go: refuse, listen: () => () => undefined };
}
