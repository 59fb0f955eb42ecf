module.exports = require('../tools/jest.cjs')({
  displayName: 'shell',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  setupFilesAfterEach: [require.resolve('../tools/jest-setup-dom.ts')],
});
