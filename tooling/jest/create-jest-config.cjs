const path = require('node:path');
const swcTransform = require('./swc-transform.cjs');

/**
 * Jest settings shared by every package. `environment` is 'node' for servers and pure logic,
 * 'dom' for React components (jsdom with the Web APIs that plain jsdom lacks).
 */
function createJestConfig({ rootDir, environment = 'node', setupFiles = [], testMatch }) {
  const dom = environment === 'dom';
  return {
    rootDir,
    testEnvironment: dom ? path.join(__dirname, 'dom-environment.cjs') : 'node',
    // `.mjs` too: the build tooling's modules (tooling/surface) are read by the shell and tested here.
    transform: { '^.+\\.(?:[tj]sx?|mjs)$': swcTransform },
    // Source written for Node ESM imports `./x.js`; Jest resolves the `.ts` beside it.
    moduleNameMapper: {
      '^(\\.{1,2}/.*)\\.js$': '$1',
      '\\.module\\.css$': path.join(__dirname, 'css-module-stub.cjs'),
      '\\.css$': path.join(__dirname, 'css-module-stub.cjs'),
    },
    // Workspace packages are TypeScript source behind node_modules symlinks; the lightbox ships ES modules only.
    transformIgnorePatterns: ['/node_modules/(?!@marketplace/|yet-another-react-lightbox/)'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    ...(testMatch ? { testMatch } : {}),
    setupFilesAfterEnv: [...(dom ? [path.join(__dirname, 'dom-setup.cjs')] : []), ...setupFiles],
  };
}

module.exports = { createJestConfig };
