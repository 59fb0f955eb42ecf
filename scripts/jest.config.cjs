module.exports = require('../shared/build/jest.cjs')({
  displayName: 'scripts',
  rootDir: __dirname,
  testEnvironment: 'node',
});
