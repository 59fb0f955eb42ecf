/** The router of one page the storefront server renders (the browser build takes serverRouter.browser.ts). */
export { StaticRouter } from 'react-router-dom';
