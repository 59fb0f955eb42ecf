/**
 * Rspack loader for a front end's language catalogue (`src/i18n/<lang>.json`): every ICU message
 * compiled to Lingui's runtime form at build time, so browsers never carry the ICU parser (7 KB
 * gzip). Keys are the English text, so English messages that only repeat their key, or only put
 * values in by name ('Only {stock} left'), are left out: the translate function shows the key with
 * its values itself. Plurals and other ICU forms stay. Jest reads the JSON as it is, and Lingui compiles
 * it there (outside production it has the compiler).
 */
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
          return english && key === message && plain && !/['#]/.test(key) ? [] : [[key, tokens]];
        }),
      );
      callback(null, `export default ${JSON.stringify(compiled)};`);
    })
    .catch(callback);
};
