const base = require('../shared/build/jest.cjs')({ displayName: 'e2e', rootDir: __dirname, testEnvironment: 'node' });

/** Browser journeys (one storefront per file, run one file at a time) and the web bench's own tests. */
module.exports = { ...base, testMatch: ['<rootDir>/journeys/**/*.test.ts', '<rootDir>/bench/**/*.test.ts'], testTimeout: 120000 };
