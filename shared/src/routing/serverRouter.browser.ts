import type { StaticRouter as ServerStaticRouter } from 'react-router-dom';

/**
 * The browser build's stand-in for React Router's StaticRouter (package.json's "browser" field):
 * only the storefront server renders with it, so the customer's page does not download it.
 */
export const StaticRouter: typeof ServerStaticRouter = () => {
  throw new Error('StaticRouter renders only on the storefront server; the browser renders with BrowserRouter.');
};
