const path = require('node:path');
const base = require('../tools/jest.cjs')({ displayName: 'api', rootDir: __dirname, testEnvironment: 'node' });
// Booting embedded PostgreSQL (PGlite) takes a few seconds per test file: the root config sets
// testTimeout (a global option jest ignores inside projects); this keeps it when run alone.
module.exports = { ...base, testTimeout: 30000, globalTeardown: path.join(__dirname, 'test', 'globalTeardown.cjs') };
