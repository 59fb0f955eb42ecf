module.exports = require('../tools/jest.cjs')({
  displayName: 'mfe-account',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  setupFilesAfterEach: [require.resolve('../tools/jest-setup-dom.ts')],
});
