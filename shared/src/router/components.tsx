import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import {
  createBrowserHistory,
  createPath,
  createStaticHistory,
  resolvePath,
  type History,
  type HistoryAction,
  type Location,
  type To,
} from './history';
import { matchRoutes, type Params, type RouteObject } from './matchRoutes';

/**
 * The storefront's router: the part of React Router's declarative API the front ends use
 * (BrowserRouter, useRoutes with route objects, Link, Navigate, Outlet and the location hooks), with
 * the same names and behaviour, in a few kilobytes rather than React Router's twelve.
 */

interface RouterState {
  history: History;
  location: Location;
  action: HistoryAction;
}

const RouterContext = createContext<RouterState | null>(null);

interface RouteState {
  params: Params;
  pathnameBase: string;
  outlet: ReactNode;
}

const RouteContext = createContext<RouteState>({ params: {}, pathnameBase: '/', outlet: null });

/**
 * Provides `history` to everything below; moves render as transitions, so a page that suspends keeps the last
 * one on screen.
 */
export function Router({ history, children }: { history: History; children?: ReactNode }) {
  const [state, setState] = useState(() => ({ location: history.location, action: history.action }));
  // biome-ignore lint/correctness/useExhaustiveDependencies: state.location is compared once, at subscription, to catch a move made before it; later moves arrive through listen
  useLayoutEffect(() => {
    const update = () => startTransition(() => setState({ location: history.location, action: history.action }));
    const stop = history.listen(update);
    // A change between the first render and this subscription would otherwise be missed.
    if (history.location !== state.location) update();
    return stop;
  }, [history]);
  const value = useMemo(() => ({ history, ...state }), [history, state]);
  return <RouterContext value={value}>{children}</RouterContext>;
}

/** The router of a page in the browser. */
export function BrowserRouter({ children }: { children?: ReactNode }) {
  const history = useRef<History>(null);
  history.current ??= createBrowserHistory();
  return <Router history={history.current}>{children}</Router>;
}

/** The router of one page the server renders. */
export function StaticRouter({ location, children }: { location: string; children?: ReactNode }) {
  const history = useMemo(() => createStaticHistory(location), [location]);
  return <Router history={history}>{children}</Router>;
}

function useRouter(hook: string): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error(`${hook} may be used only inside a router (BrowserRouter, StaticRouter).`);
  return router;
}

export function useLocation(): Location {
  return useRouter('useLocation').location;
}

/** The parameters of the route being drawn, its parents' included. */
export function useParams<K extends string = string>(): Readonly<Partial<Record<K, string>>> {
  return useContext(RouteContext).params as Partial<Record<K, string>>;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface NavigateFunction {
  (to: To, options?: NavigateOptions): void;
  (delta: number): void;
}

/** Moves to `to` (a new history entry, or this one replaced), or `delta` entries back or forward. */
export function useNavigate(): NavigateFunction {
  const { history } = useRouter('useNavigate');
  return useCallback(
    (to: To | number, options: NavigateOptions = {}) => {
      if (typeof to === 'number') return history.go(to);
      const path = resolvePath(to, history.location);
      if (options.replace) history.replace(path, options.state);
      else history.push(path, options.state);
    },
    [history],
  ) as NavigateFunction;
}

export type SearchParamsInit = string | URLSearchParams | Record<string, string> | [string, string][];
export type SetSearchParams = (
  next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
  options?: NavigateOptions,
) => void;

/** The page's query as URLSearchParams, and a way to change it (the path stays). */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = useCallback<SetSearchParams>(
    (next, options) => {
      const value = new URLSearchParams(typeof next === 'function' ? next(new URLSearchParams(search)) : next);
      navigate(`?${value.toString()}`, options);
    },
    [navigate, search],
  );
  return [params, set];
}

/** Moves to `to` as soon as it is drawn (never on the server, which only renders). */
export function Navigate({ to, replace, state }: { to: To } & NavigateOptions) {
  const navigate = useNavigate();
  const target = JSON.stringify(to);
  // biome-ignore lint/correctness/useExhaustiveDependencies: state is a new object on every render of the caller; navigating again for it would move the page on each render, so the move follows the target only
  useEffect(() => {
    navigate(JSON.parse(target) as To, { replace, state });
  }, [navigate, target, replace]);
  return null;
}

/** Where a layout route draws the child route that matched. */
export function Outlet() {
  return <>{useContext(RouteContext).outlet}</>;
}

/**
 * Draws the route that matches the page, below the route drawing it (descendant routes start where
 * their parent's path ends), or nothing when none does.
 */
export function useRoutes(routes: RouteObject[]): ReactNode {
  const { pathname } = useLocation();
  const parent = useContext(RouteContext);
  const matches = useMemo(
    () => matchRoutes(routes, pathname, parent.pathnameBase, parent.params),
    [routes, pathname, parent.pathnameBase, parent.params],
  );
  if (!matches) return null;
  return matches.reduceRight<ReactNode>(
    (outlet, match) => (
      // biome-ignore lint/correctness/useJsxKeyInIterable: reduceRight nests each match inside the next one as its outlet; no list of siblings is built, so there is nothing to key
      <RouteContext value={{ params: match.params, pathnameBase: match.pathnameBase, outlet }}>
        {match.route.element === undefined ? outlet : match.route.element}
      </RouteContext>
    ),
    null,
  );
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Replace this history entry rather than add one (the default when `to` is where the page already is). */
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/** A real link (open in a new tab, copy, crawl) that moves within the page when simply clicked. */
export function Link({ to, replace, state, onClick, target, ref, ...anchor }: LinkProps) {
  const { history, location } = useRouter('Link');
  const path = resolvePath(to, location);
  const href = createPath(path);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      (target && target !== '_self') ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return;
    event.preventDefault();
    if (replace ?? href === createPath(location)) history.replace(path, state);
    else history.push(path, state);
  };
  return <a {...anchor} ref={ref} href={href} target={target} onClick={follow} />;
}
