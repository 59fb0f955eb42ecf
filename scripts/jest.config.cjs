module.exports = require('../tools/jest.cjs')({
  displayName: 'scripts',
  rootDir: __dirname,
  testEnvironment: 'node',
});
