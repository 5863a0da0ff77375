const { createJestConfig } = require('../tooling/jest/create-jest-config.cjs');

module.exports = {
  ...createJestConfig({ rootDir: __dirname, environment: 'dom' }),
  // The key-custody cryptography must stay fully tested (the wallet issue): a drop fails the run.
  collectCoverage: true,
  collectCoverageFrom: ['src/crypto/**/*.ts', '!src/crypto/**/*.test.ts'],
  coverageReporters: ['text-summary'],
  coverageThreshold: { './src/crypto/': { statements: 100, branches: 100, functions: 100, lines: 100 } },
};
