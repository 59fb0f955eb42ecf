/**
 * react-toastify's stylesheet declares its fifty-odd custom properties on `:root`. Every element
 * inherits them, so the moment the stylesheet arrives (with the toast area's chunk) the browser
 * recomputes the style of the whole page: measured at 115 ms on a phone at 4× slowdown, inside
 * whatever tap brought it. Declared on the toast area's own root (`.Toastify`) instead, they reach
 * exactly the elements that use them and the rest of the page is untouched.
 */
module.exports = function toastifyStylesLoader(source) {
  const scoped = source.replace(/^:root\s*\{/m, '.Toastify {');
  if (scoped === source || /:root/.test(scoped)) {
    this.emitWarning(
      new Error(
        'react-toastify’s stylesheet no longer starts its variables with one `:root {`: check tools/toastifyStylesLoader.cjs',
      ),
    );
  }
  return scoped;
};
