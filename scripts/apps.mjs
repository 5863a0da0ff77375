import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const HOST = '127.0.0.1';

/** The front-end apps as separately deployed teams serve them: one origin (port) each. */
export const APPS = [
  { name: 'shell', dir: 'shell', port: 8080, spa: true },
  { name: 'account', dir: 'mfe-account', port: 8081 },
  { name: 'merchant', dir: 'mfe-merchant', port: 8082 },
  { name: 'wallet', dir: 'mfe-wallet', port: 8083 },
  { name: 'legal', dir: 'mfe-legal', port: 8084 },
];

export const API_PORT = 4000;
export const SHELL_ORIGIN = `http://${HOST}:8080`;
export const distOf = (app) => path.join(ROOT, app.dir, 'dist');
