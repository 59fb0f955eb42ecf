/**
 * Rspack loader for a front end's language catalogue (`src/i18n/<lang>.json`): every ICU message
 * compiled to Lingui's runtime form at build time, so browsers never carry the ICU parser (7 KB
 * gzip). Keys are the English text, so English messages that only repeat their key, or only put
 * values in by name ('Only {stock} left'), are left out: the translate function shows the key with
 * its values itself. Plurals and other ICU forms stay. Jest reads the JSON as it is, and Lingui compiles
 * it there (outside production it has the compiler).
 */
/**
 * Each plural compiled to a `select` on values the translate function gives (shared/src/i18n/counts.ts):
 * the count's category in the message's language (`{count§}`; `{count§o}` for an ordinal) and its `#` as a
 * message writes it (`{count#}`). Lingui's own plural makes an `Intl.NumberFormat` every time, whose first
 * making costs 25–30 ms of a phone's main thread: the shopper's first Add ("Cart, 1 item") paid it. An exact
 * case (`=0`) is a `select` on the count itself first. `#` names the innermost plural, and stays text in a
 * `select`'s branch, as Lingui reads it. A plural with an offset stays Lingui's (its `#` is the count less the offset).
 */
function withoutNumberFormat(tokens, plural) {
  if (!Array.isArray(tokens)) return tokens;
  return tokens.map((token) => {
    if (token === '#') return plural ? [`${plural}#`] : token;
    if (!Array.isArray(token) || token.length < 3) return token;
    const [name, type, format] = token;
    const counting = (type === 'plural' || type === 'selectordinal') && format.offset === undefined;
    // As Lingui reads it: `#` in a select's branch is text, even inside a plural.
    const inner = counting ? name : undefined;
    const cases = Object.fromEntries(
      Object.entries(format).map(([key, branch]) => [
        key,
        key === 'offset' ? branch : withoutNumberFormat(branch, inner),
      ]),
    );
    if (!counting) return [name, type, cases];
    const exact = Object.fromEntries(Object.entries(cases).filter(([key]) => /^-?\d+(\.\d+)?$/.test(key)));
    const byCategory = Object.fromEntries(Object.entries(cases).filter(([key]) => !(key in exact)));
    const category = [`${name}${type === 'plural' ? '§' : '§o'}`, 'select', byCategory];
    return Object.keys(exact).length === 0 ? category : [name, 'select', { ...exact, other: [category] }];
  });
}

module.exports = function catalogLoader(source) {
  const callback = this.async();
  import('@lingui/message-utils/compileMessage')
    .then(({ compileMessageOrThrow }) => {
      const english = /[\\/]en\.json$/.test(this.resourcePath);
      const compiled = Object.fromEntries(
        Object.entries(JSON.parse(source)).flatMap(([key, message]) => {
          let tokens;
          try {
            tokens = compileMessageOrThrow(message);
          } catch (error) {
            throw new Error(`${this.resourcePath}: "${key}" is not a valid ICU message: ${error.message}`);
          }
          const plain = tokens.every((token) => typeof token === 'string' || token.length === 1);
          return english && key === message && plain && !/['#]/.test(key) ? [] : [[key, withoutNumberFormat(tokens)]];
        }),
      );
      callback(null, `export default ${JSON.stringify(compiled)};`);
    })
    .catch(callback);
};
module.exports.withoutNumberFormat = withoutNumberFormat;
