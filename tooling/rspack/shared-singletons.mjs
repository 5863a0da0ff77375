import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The version of a package an app is built against: the one resolved from the app's own folder, as
 * it would be in the team's own checkout (a package of the app's node_modules wins over the root's).
 */
function versionOf(pkg, appDir) {
  return createRequire(path.join(appDir, 'package.json'))(`${pkg}/package.json`).version;
}

/**
 * The packages every app shares as one instance (DESIGN rule 4); `react-dom/client` and
 * `react/jsx-runtime` are listed because leaving them out silently loads a second React.
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
  ['@tanstack/react-query', '@tanstack/react-query'],
  ['@marketplace/contracts/wire', '@marketplace/contracts'],
  ['@marketplace/contracts/http', '@marketplace/contracts'],
  ['@marketplace/contracts/browser', '@marketplace/contracts'],
  ['@marketplace/contracts/ui', '@marketplace/contracts'],
  ['@marketplace/contracts/testing', '@marketplace/contracts'],
];

/**
 * Each singleton asks for `^` of the version the app was built against, so a remote built against a
 * newer patch or minor composes with the shell's copy (Module Federation logs a warning naming both).
 * `strictVersion` stays off: with `loaded-first` the runtime checks the remote's range against the
 * copy the shell already loaded, so strict would refuse a remote one patch ahead
 * (shell/src/federation/shared-range-behaviour.test.ts). A skew across a major is refused instead by
 * the shell before any of the remote's code runs, naming both versions and the remote
 * (shell/src/federation/runtime-plugins/refuse-incompatible-remotes.ts).
 */
export function sharedSingletons(appDir) {
  return Object.fromEntries(
    SINGLETONS.map(([request, pkg]) => {
      const version = versionOf(pkg, appDir);
      return [request, { singleton: true, strictVersion: false, requiredVersion: `^${version}`, version }];
    }),
  );
}
