const path = require('node:path');
const walletConfig = require('./jest.config.cjs');

/**
 * The key-custody cryptography must stay fully tested (the wallet issue): a drop fails `npm test`.
 * A configuration of its own because Jest honours coverage options only in the configuration it was
 * started with, never in one project of the root run. The threshold's path is absolute: Jest resolves
 * a relative one from the working directory, not from this package.
 */
module.exports = {
  ...walletConfig,
  testMatch: ['<rootDir>/src/crypto/**/*.test.ts'],
  collectCoverage: true,
  collectCoverageFrom: ['src/crypto/**/*.ts', '!src/crypto/**/*.test.ts'],
  coverageReporters: ['text-summary'],
  coverageThreshold: { [path.join(__dirname, 'src/crypto/')]: { statements: 100, branches: 100, functions: 100, lines: 100 } },
};
