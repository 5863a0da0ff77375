/**
 * Where the local site answers: the API and each app on its own port of 127.0.0.1, and the local mail
 * catcher (MailDev: its web inbox on `inbox`, its SMTP server on `smtp`, MailDev's own default ports). `npm start` uses the
 * documented ports; a second site beside a running one (a remote's pipeline, `npm run ci:remote`) takes
 * free ports through `MARKETPLACE_<APP>_PORT`, and everything that addresses the site (the servers, the
 * shell's served configuration, the API's CORS and links, the e2e suite) reads them from here.
 */
export const HOST = '127.0.0.1';

/** The documented ports (README), used whenever no `MARKETPLACE_<APP>_PORT` is set. */
export const DEFAULT_PORTS = { shell: 8080, account: 8081, merchant: 8082, wallet: 8083, legal: 8084, api: 4000, inbox: 1080, smtp: 1025 };

export const portVariable = (name) => `MARKETPLACE_${name.toUpperCase()}_PORT`;

export function portOf(name, env = process.env) {
  const value = env[portVariable(name)];
  if (value === undefined || value === '') return DEFAULT_PORTS[name];
  const port = Number(value);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`${portVariable(name)} is not a port number: ${value}`);
  return port;
}

export const originOf = (name, env = process.env) => `http://${HOST}:${portOf(name, env)}`;
const defaultOriginOf = (name) => `http://${HOST}:${DEFAULT_PORTS[name]}`;

/**
 * The documented origins this site answers elsewhere, each with the origin it answers on now; empty on
 * the documented ports. A build's `config.json` and prerendered pages name the documented origins: a
 * relocated site serves them with these replaced (scripts/relocated-origins.mjs).
 */
export function relocatedOrigins(env = process.env) {
  return Object.keys(DEFAULT_PORTS)
    .filter((name) => portOf(name, env) !== DEFAULT_PORTS[name])
    .map((name) => ({ from: defaultOriginOf(name), to: originOf(name, env) }));
}
