const { createJestConfig } = require('../tooling/jest/create-jest-config.cjs');

module.exports = createJestConfig({ rootDir: __dirname, environment: 'dom' });
