import path from 'node:path';
import { createAppConfig } from '../tooling/rspack/create-app-config.mjs';
import { createPrerenderConfig } from '../tooling/rspack/create-prerender-config.mjs';

const shellMessagesDir = path.join(import.meta.dirname, 'messages');
// The UI kit's words travel with the contracts singleton, which this build provides to the remotes.
const kitMessagesDir = path.resolve(import.meta.dirname, '../shared-contracts/messages');

const SHELL = { dir: import.meta.dirname, container: 'marketplace_shell' };

/**
 * The shell's browser build, and for production also the Node build of its prerender
 * (scripts/prerender-pages.mjs writes the pages that need no session from it after the build).
 */
export default (_env, argv) => {
  const browser = createAppConfig(
    {
      ...SHELL,
      port: 8080,
      title: 'Marketplace',
      publicPath: '/',
      redirectRules: path.join(import.meta.dirname, 'redirect-rules.json'),
      // The federation runtime, its plugins and what the shell provides to the remotes are started in code,
      // with the first remote a page needs (src/federation/federation-runtime.ts).
      runtimeHost: true,
      copy: [
        { from: path.join(import.meta.dirname, 'public'), to: '.' },
        // The shell's words and the kit's are served, not bundled: a locale costs two small requests, only when it is
        // used, and the first load's JavaScript carries none of them. Each remote serves its own from its origin.
        { from: path.join(shellMessagesDir, '*.json'), to: '_i18n/[name]/messages.json' },
        { from: path.join(kitMessagesDir, '*.json'), to: '_i18n/[name]/kit.json' },
      ],
    },
    { mode: argv.mode },
  );
  return argv.mode === 'production' ? [browser, createPrerenderConfig(SHELL, { distDir: browser.output.path })] : browser;
};
