module.exports = require('../shared/build/jest.cjs')({
  displayName: 'mfe-catalog',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  setupFilesAfterEach: [require.resolve('../shared/build/jest-setup-dom.ts')],
});
