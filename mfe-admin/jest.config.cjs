module.exports = require('../tools/jest.cjs')({
  displayName: 'mfe-admin',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  setupFilesAfterEach: [require.resolve('../tools/jest-setup-dom.ts'), require.resolve('./src/test/setup.ts')],
});
