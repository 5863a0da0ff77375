import path from 'node:path';
import { HOST, originOf, portOf } from './site-layout.mjs';

export { HOST };
export const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * The front-end apps as separately deployed teams serve them: one origin (port) each, the documented
 * ports unless `MARKETPLACE_<APP>_PORT` moves them (scripts/site-layout.mjs).
 */
export const APPS = [
  { name: 'shell', dir: 'shell', port: portOf('shell'), spa: true },
  { name: 'account', dir: 'mfe-account', port: portOf('account') },
  { name: 'merchant', dir: 'mfe-merchant', port: portOf('merchant') },
  { name: 'wallet', dir: 'mfe-wallet', port: portOf('wallet') },
  { name: 'legal', dir: 'mfe-legal', port: portOf('legal') },
];

export const API_PORT = portOf('api');
export const SHELL_ORIGIN = originOf('shell');

/**
 * The folder an app's origin serves: its published build (`<app>/dist`), or, with `MARKETPLACE_<APP>_DIST`
 * set, another build of it (a remote's pipeline serves its candidate build that way, beside the others' published ones).
 */
export const distVariable = (app) => `MARKETPLACE_${app.name.toUpperCase()}_DIST`;
export const distOf = (app) => process.env[distVariable(app)] || path.join(ROOT, app.dir, 'dist');
