const base = require('../shared/build/jest.cjs')({
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  setupFilesAfterEach: [require.resolve('./test/jestSetup.ts')],
});
module.exports = { ...base, testTimeout: 30000 };
