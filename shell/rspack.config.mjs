import path from 'node:path';
import { createAppConfig } from '../tooling/rspack/create-app-config.mjs';

const localesDir = path.resolve(import.meta.dirname, '../locales/messages');

export default (_env, argv) =>
  createAppConfig(
    {
      dir: import.meta.dirname,
      container: 'marketplace_shell',
      port: 8080,
      title: 'Marketplace',
      publicPath: '/',
      redirectRules: path.join(import.meta.dirname, 'redirect-rules.json'),
      runtimePlugins: ['retry-remote-fetches.ts', 'fallback-on-load-error.ts'].map((file) =>
        path.resolve(import.meta.dirname, 'src/federation/runtime-plugins', file),
      ),
      copy: [
        { from: path.join(import.meta.dirname, 'public'), to: '.' },
        // Catalogues are served, not bundled: a locale costs one request, only when it is used.
        { from: path.join(localesDir, '*.json'), to: '_i18n/[name]/messages.json' },
      ],
    },
    { mode: argv.mode },
  );
