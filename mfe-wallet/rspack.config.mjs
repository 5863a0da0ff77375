import { createRequire } from 'node:module';
import { createAppConfig } from '../tooling/rspack/create-app-config.mjs';

const exposes = createRequire(import.meta.url)('./exposes.json');

export default (_env, argv) =>
  createAppConfig({ dir: import.meta.dirname, container: 'marketplace_wallet', port: 8083, title: 'Wallet remote', exposes }, { mode: argv.mode });
