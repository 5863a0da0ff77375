import { buildApp } from './app.js';
import { readConfig } from './config.js';
import { openSeededDatabase } from './seed/open-seeded-database.js';
import { createSmtpTransport } from './mail/mail-transport.js';

const config = readConfig(process.env);
const database = await openSeededDatabase(config.database, { shellOrigin: config.shellOrigin });
const app = await buildApp({
  db: database.db,
  corsOrigins: config.corsOrigins,
  ...(config.jwtSecret ? { jwtSecret: config.jwtSecret } : {}),
  tokenTtlMinutes: config.tokenTtlMinutes,
  shellOrigin: config.shellOrigin,
  publicOrigin: config.publicOrigin,
  humanitySiteKey: config.humanitySiteKey,
  fees: config.fees,
  identityProviders: config.identityProviders,
  walletMoves: config.walletMoves,
  accountClosing: config.accountClosing,
  trustedProxies: config.trustedProxies,
  mail: config.mail.smtpUrl
    ? {
        transport: createSmtpTransport(config.mail.smtpUrl),
        from: config.mail.from,
        everyMs: config.mail.sendEveryMs,
        digestWindowMs: config.mail.digestWindowMs,
        secrets: [decodeURIComponent(new URL(config.mail.smtpUrl).password)],
      }
    : null,
});
// Only development starts without SMTP_URL (readConfig refuses otherwise): said once, so nobody waits for a mail that is queued.
if (!config.mail.smtpUrl) console.warn('SMTP_URL is not set: mail is kept in the outbox queue, none is sent and none is dropped (development only)');
if (config.identityProviders.localStandIns) console.warn('IDP_LOCAL_STANDINS=on: the Google and Apple stand-ins sign in by e-mail alone (development only)');
if (config.identityProviders.localStandIns) console.warn('IDP_LOCAL_STANDINS=on: the deposit stand-in adds GEM to any wallet that asks (development only)');

let stopping = false;
async function stop(signal: NodeJS.Signals): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  try {
    await app.close();
  } finally {
    await database.close();
  }
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stop(signal).catch((error: unknown) => {
      app.log.error({ err: error }, 'shutdown failed');
      process.exitCode = 1;
    });
  });
}

try {
  const address = await app.listen({ host: config.host, port: config.port });
  console.log(`API listening on ${address}`);
} catch (error) {
  app.log.error({ err: error }, 'could not listen');
  await database.close();
  process.exitCode = 1;
}
