const path = require('node:path');
const base = require('../tools/jest.cjs')({
  displayName: 'e2e',
  rootDir: __dirname,
  testEnvironment: 'node',
  setupFilesAfterEach: [path.join(__dirname, 'support', 'accessibilitySetup.ts')],
});

/**
 * Browser journeys (one storefront per file; one file at a time, or two with E2E_WORKERS=2), the web bench's and the
 * support's own tests; every journey test also fails on what the accessibility checks found (support/accessibility.ts).
 */
module.exports = {
  ...base,
  testMatch: ['<rootDir>/journeys/**/*.test.ts', '<rootDir>/bench/**/*.test.ts', '<rootDir>/support/**/*.test.ts'],
  testTimeout: 120000,
  // The front ends' builds and the API's bundle, once, before any worker starts (support/globalSetup.ts).
  globalSetup: path.join(__dirname, 'support', 'globalSetup.ts'),
};
