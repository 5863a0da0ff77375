// CSS Modules in Jest: class names come back as their own keys, so tests can query by them.
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? false : String(key)) });
