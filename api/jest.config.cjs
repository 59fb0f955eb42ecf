const base = require('../shared/build/jest.cjs')({
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  setupFilesAfterEach: [require.resolve('./test/setup.ts')],
});
// Booting embedded PostgreSQL (PGlite) takes a few seconds per test file.
module.exports = { ...base, testTimeout: 30000 };
