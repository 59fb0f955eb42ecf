/**
 * Lets the minifier drop what the page never uses from React Router's published module
 * (reactRouterRule.ts): removes the top-level `Name.displayName = "…";` statements (developer-tools
 * labels) and marks its top-level `React.createContext(…)`, `React.forwardRef(…)` and
 * `React.memo(…)` calls as pure, which they are. Warns in the build if the module that defines the
 * routers no longer matches, so a new React Router written differently cannot bring the bytes back
 * unnoticed.
 */
const DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;
const PURE_CALL = /^(var [A-Za-z_$][\w$]* = )(React\d*\.(?:createContext|forwardRef|memo)\()/gm;

module.exports = function letUnusedGo(source) {
  const dropped = source.replace(DISPLAY_NAME, '').replace(PURE_CALL, '$1/* @__PURE__ */ $2');
  if (source.includes('function BrowserRouter(') && (!DISPLAY_NAME.test(source) || !PURE_CALL.test(source)))
    this.emitWarning(new Error(`React Router's module no longer matches reactRouterLoader.cjs: ${this.resourcePath}`));
  return dropped;
};
