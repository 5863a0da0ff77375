import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const versionOf = (name) => require(`${name}/package.json`).version;

/**
 * The packages every app shares as one instance (DESIGN rule 4). `strictVersion` makes a skew
 * fail loudly at start-up; `react-dom/client` and `react/jsx-runtime` are listed because
 * leaving them out silently loads a second React.
 */
const SINGLETONS = [
  ['react', 'react'],
  ['react/jsx-runtime', 'react'],
  ['react/jsx-dev-runtime', 'react'],
  ['react-dom', 'react-dom'],
  ['react-dom/client', 'react-dom'],
  ['react-router', 'react-router'],
  ['i18next', 'i18next'],
  ['react-i18next', 'react-i18next'],
  ['zustand', 'zustand'],
  ['js-cookie', 'js-cookie'],
  ['@marketplace/contracts', '@marketplace/contracts'],
];

export function sharedSingletons() {
  return Object.fromEntries(
    SINGLETONS.map(([request, pkg]) => {
      const version = versionOf(pkg);
      return [request, { singleton: true, strictVersion: true, requiredVersion: version, version }];
    }),
  );
}
