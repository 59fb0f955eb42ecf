module.exports = require('../shared/build/jest.cjs')({
  displayName: 'mfe-admin',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  setupFilesAfterEach: [require.resolve('../shared/build/jest-setup-dom.ts'), require.resolve('./src/test/setup.ts')],
});
