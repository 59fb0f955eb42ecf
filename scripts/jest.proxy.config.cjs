/**
 * `npm run test:proxy`: the tests that run the real nginx (and openssl) from the system, kept out
 * of `npm test` so that command needs nothing but Node and npm. CI installs nginx and runs these.
 */
const project = require('../tools/jest.cjs')({
  displayName: 'proxy',
  rootDir: __dirname,
  testEnvironment: 'node',
});
module.exports = { ...project, testMatch: ['<rootDir>/proxy-test/**/*.test.ts'], testTimeout: 30000 };
