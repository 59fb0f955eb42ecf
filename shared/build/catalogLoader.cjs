/**
 * Rspack loader for a front end's language catalogue (`src/i18n/<lang>.json`): every ICU message
 * compiled to Lingui's runtime form at build time, so browsers never carry the ICU parser (7 KB
 * gzip). Keys are the English text, so English messages that only repeat their key are left out
 * (the translate function shows the key itself). Jest reads the JSON as it is, and Lingui compiles
 * it there (outside production it has the compiler).
 */
module.exports = function catalogLoader(source) {
  const callback = this.async();
  import('@lingui/message-utils/compileMessage')
    .then(({ compileMessageOrThrow }) => {
      const english = /[\\/]en\.json$/.test(this.resourcePath);
      const messages = Object.entries(JSON.parse(source)).filter(([key, message]) => !(english && key === message && !/[{}'#]/.test(key)));
      const compiled = Object.fromEntries(
        messages.map(([key, message]) => {
          try {
            return [key, compileMessageOrThrow(message)];
          } catch (error) {
            throw new Error(`${this.resourcePath}: "${key}" is not a valid ICU message: ${error.message}`);
          }
        }),
      );
      callback(null, `export default ${JSON.stringify(compiled)};`);
    })
    .catch(callback);
};
