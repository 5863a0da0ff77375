const { TextEncoder, TextDecoder } = require('node:util');
const { webcrypto } = require('node:crypto');
const JsdomEnvironment = require('jest-environment-jsdom').default;

/**
 * Plain jsdom lacks TextEncoder (react-router fails on import) and crypto.subtle;
 * Node's implementations stand in for the browser's.
 */
class DomEnvironment extends JsdomEnvironment {
  async setup() {
    await super.setup();
    this.global.TextEncoder = TextEncoder;
    this.global.TextDecoder = TextDecoder;
    Object.defineProperty(this.global, 'crypto', { value: webcrypto, configurable: true });
    this.global.structuredClone = structuredClone;
  }
}

module.exports = DomEnvironment;
