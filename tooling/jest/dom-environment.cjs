const { TextEncoder, TextDecoder } = require('node:util');
const { webcrypto } = require('node:crypto');
const JsdomEnvironment = require('jest-environment-jsdom').default;

/**
 * Plain jsdom lacks TextEncoder (react-router fails on import), crypto.subtle and fetch;
 * Node's implementations stand in for the browser's.
 */
class DomEnvironment extends JsdomEnvironment {
  async setup() {
    await super.setup();
    this.global.TextEncoder = TextEncoder;
    this.global.TextDecoder = TextDecoder;
    Object.defineProperty(this.global, 'crypto', { value: webcrypto, configurable: true });
    this.global.structuredClone = structuredClone;
    // Node's fetch family stands in for the browser's, so API code runs unchanged under test.
    Object.assign(this.global, { fetch, Response, Request, Headers, AbortController, AbortSignal });
  }
}

module.exports = DomEnvironment;
