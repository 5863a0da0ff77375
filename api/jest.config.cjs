const { createJestConfig } = require('../tooling/jest/create-jest-config.cjs');
const swcTransform = require('../tooling/jest/swc-transform.cjs');

const config = createJestConfig({
  rootDir: __dirname,
  environment: 'node',
  setupFiles: [require.resolve('./jest/slow-startup-timeout.cjs')],
});

// Jest's module sandbox runs CommonJS only: PGlite's CommonJS build loads Node built-ins with
// dynamic import() (allowed only under --experimental-vm-modules) and `cookie` 2, which
// light-my-request (app.inject) requires, and jose 6 ship ES modules only, as do otplib's @noble/hashes
// and @scure/base and @iconify/utils; @react-email/render loads react-dom/server with import(); @fastify/cookie loads `cookie` with import(). swc compiles them to require(). Only the innermost node_modules folder is judged,
// because otplib keeps its own @noble/hashes nested below its plugin.
module.exports = {
  ...config,
  // One seeded database per run, copied by each test file (jest/seeded-database.cjs).
  globalSetup: require.resolve('./jest/seeded-database-setup.cjs'),
  globalTeardown: require.resolve('./jest/seeded-database-teardown.cjs'),
  transform: { ...config.transform, '/@electric-sql/pglite/dist/.+\\.cjs$': swcTransform, '/@react-email/render/dist/.+\\.cjs$': swcTransform },
  transformIgnorePatterns: [
    '/node_modules/(?!.*/node_modules/)(?!@marketplace/|@electric-sql/pglite/|cookie/|jose/|@noble/hashes/|@scure/base/|@fastify/cookie/|@iconify/utils/|@react-email/render/)',
  ],
};
