/** Replaces a stylesheet import in a server build with an empty module: the browser build carries the CSS. */
module.exports = function emptyModule() {
  return 'export {};';
};
