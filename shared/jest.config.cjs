module.exports = require('./build/jest.cjs')({
  displayName: 'shared',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  setupFilesAfterEach: [require.resolve('./build/jest-setup-dom.ts')],
});
