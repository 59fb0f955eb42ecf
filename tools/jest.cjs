/**
 * One jest project shape for every workspace: ts-jest transpiling only (types are checked by
 * `npm run typecheck`), tests beside the code as *.test.ts(x).
 */
const path = require('node:path');

module.exports = function jestProject({ displayName, rootDir, testEnvironment = 'jsdom', setupFilesAfterEach = [] }) {
  return {
    displayName,
    rootDir,
    testEnvironment: testEnvironment === 'jsdom' ? path.join(__dirname, 'jest-environment-dom.cjs') : testEnvironment,
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx', '<rootDir>/test/**/*.test.ts'],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'cjs', 'mjs', 'json'],
    transform: {
      '^.+\\.tsx?$': [
        'ts-jest',
        {
          tsconfig: {
            target: 'ES2022',
            module: 'commonjs',
            jsx: 'react-jsx',
            esModuleInterop: true,
            isolatedModules: true,
            resolveJsonModule: true,
          },
        },
      ],
    },
    resolver: path.join(__dirname, 'jest-resolver.cjs'),
    moduleNameMapper: {
      '\\.(css)$': path.join(__dirname, 'jest-style-stub.cjs'),
      '\\.(svg|png|jpg|webp)$': path.join(__dirname, 'jest-file-stub.cjs'),
    },
    setupFilesAfterEnv: setupFilesAfterEach,
    clearMocks: true,
  };
};
