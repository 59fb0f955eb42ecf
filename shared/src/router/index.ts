/**
 * The one router every front end uses: React Router's declarative API as far as the storefront
 * needs it (same names, same behaviour), written here because React Router ships 12 KB gzip to the
 * customer's first page for it and this does the same in a few. A front end that needs more of it
 * adds it here: that is a change to the shared contract, deployed with the shell first.
 */
export {
  BrowserRouter,
  Link,
  Navigate,
  Outlet,
  Router,
  StaticRouter,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from './components';
export type { LinkProps, NavigateFunction, NavigateOptions, SearchParamsInit, SetSearchParams } from './components';
export type { History, HistoryAction, Location, Path, To } from './history';
export type { Params, RouteMatch, RouteObject } from './matchRoutes';
