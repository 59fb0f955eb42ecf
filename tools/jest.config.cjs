/** The tools' own tests (the architecture, the catalogues, the API's sentences, citations) run in Node. */
const base = require('./jest.cjs')({ displayName: 'tools', rootDir: __dirname, testEnvironment: 'node' });

module.exports = { ...base, testMatch: ['<rootDir>/*.test.ts'] };
