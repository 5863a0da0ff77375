const { createJestConfig } = require('./jest/create-jest-config.cjs');

/** The build tooling's own logic (the surface contract), tested in Node; written as ES modules. */
module.exports = createJestConfig({ rootDir: __dirname, environment: 'node', testMatch: ['<rootDir>/**/*.test.mjs'] });
