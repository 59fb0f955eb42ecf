/**
 * The router every front end uses, and only this much of it. React Router is not a federation
 * singleton of its own: it lives inside this one (@kirana/shared), so the page carries one copy and
 * only the parts named here (a shared library is never tree-shaken, a library inside one is).
 * Declarative routing (route objects drawn by `useRoutes`) needs none of the data router's code.
 * A front end that needs another part of React Router adds it here: that is a change to the shared
 * contract, deployed with the shell first.
 */
export { BrowserRouter, Link, Navigate, Outlet, StaticRouter, useLocation, useNavigate, useParams, useRoutes, useSearchParams } from 'react-router-dom';
export type { RouteObject } from 'react-router-dom';
