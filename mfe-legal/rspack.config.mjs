import { createRequire } from 'node:module';
import { createAppConfig } from '../tooling/rspack/create-app-config.mjs';

const exposes = createRequire(import.meta.url)('./exposes.json');

export default (_env, argv) =>
  createAppConfig({ dir: import.meta.dirname, container: 'marketplace_legal', port: 8084, title: 'Legal remote', exposes }, { mode: argv.mode });
