/**
 * The router every front end uses: React Router (declarative mode), re-exported here so it is one
 * instance on the page inside the @kirana/shared singleton and tree-shaken to the parts named below
 * (a federation singleton of its own would ship the whole library). A front end that needs more of
 * it adds the name here: that is a change to the shared contract, deployed with the shell first.
 */
export {
  BrowserRouter,
  Navigate,
  Outlet,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router-dom';
export { Link, type LinkProps } from './Link';
export { StaticRouter } from './serverRouter';
export type {
  Location,
  NavigateFunction,
  NavigateOptions,
  Params,
  Path,
  RouteObject,
  SetURLSearchParams,
  To,
} from 'react-router-dom';
