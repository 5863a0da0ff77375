import cors from '@fastify/cors';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { AppContext } from './app-context.js';
import { createAuthentication } from './auth/authenticate.js';
import { resolveSigningSecret } from './auth/signing-secret.js';
import { createTokenService } from './auth/token-service.js';
import type { Database } from './db/database.js';
import { errorEnvelope } from './envelope.js';
import { identityRoutes } from './idp/identity-routes.js';
import { explorerRoutes } from './routes/explorer-routes.js';
import { humanityRoutes } from './routes/humanity-routes.js';
import { logRoutes } from './routes/log-routes.js';
import { maintenanceSwitchRoutes } from './routes/maintenance-switch-routes.js';
import { oauthRoutes } from './routes/oauth-routes.js';
import { rescueKeyRoutes } from './routes/rescue-key-routes.js';
import { userRoutes } from './routes/user-routes.js';
import { userSettingsRoutes } from './routes/user-settings-routes.js';
import { vaultRoutes } from './routes/vault-routes.js';
import { walletRoutes } from './routes/wallet-routes.js';
import { merchantRoutes } from './routes/merchant-routes.js';
import { rateRoutes } from './routes/rate-routes.js';
import { statusRoutes } from './routes/status-routes.js';

export const DEFAULT_CORS_ORIGINS = ['http://127.0.0.1:8080', 'http://localhost:8080'];
export const DEFAULT_SHELL_ORIGIN = 'http://127.0.0.1:8080';
export const DEFAULT_HUMANITY_SITE_KEY = 'marketplace-local';
export const DEFAULT_TOKEN_TTL_MINUTES = 60;

export interface AppOptions {
  db: Database;
  corsOrigins?: string[];
  /** `false` silences the log (tests); a stream receives the JSON log lines instead of stdout. */
  logger?: false | { stream?: { write(line: string): void } };
  /** Signs the bearer tokens; unset: a secret generated once and kept in the database. */
  jwtSecret?: string;
  tokenTtlMinutes?: number;
  shellOrigin?: string;
  publicOrigin?: string;
  humanitySiteKey?: string;
}

/** Credentials must never reach a log line, whatever a serializer chooses to include. */
const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-humanity-token"]',
  'headers.authorization',
  'headers.cookie',
  'headers["x-humanity-token"]',
  ...['password', 'currentPassword', 'newPassword', 'code', 'key', 'token', 'value'].flatMap((field) => [`req.body.${field}`, `body.${field}`]),
];

export async function buildApp({
  db,
  corsOrigins = DEFAULT_CORS_ORIGINS,
  logger = {},
  jwtSecret,
  tokenTtlMinutes = DEFAULT_TOKEN_TTL_MINUTES,
  shellOrigin = DEFAULT_SHELL_ORIGIN,
  publicOrigin,
  humanitySiteKey = DEFAULT_HUMANITY_SITE_KEY,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger === false ? false : { level: 'info', redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' }, ...logger },
  });

  await app.register(cors, {
    origin: corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Humanity-Token'],
  });

  app.setErrorHandler((error, request, reply) => {
    const status = clientErrorStatusOf(error);
    if (status === undefined) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send(errorEnvelope(500));
    }
    // Client errors (bad JSON, validation) describe the request, so their message may be shown.
    return reply.code(status).send(errorEnvelope(status, (error as Error).message));
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send(errorEnvelope(404, 'Not Found')));

  const tokens = createTokenService(await resolveSigningSecret(db, jwtSecret), tokenTtlMinutes);
  const context: AppContext = {
    db,
    tokens,
    auth: createAuthentication(db, tokens),
    shellOrigin,
    ...(publicOrigin ? { publicOrigin } : {}),
    humanitySiteKey,
  };
  app.decorateRequest('sessionUser', null);

  await app.register(statusRoutes, { db });
  await app.register(merchantRoutes, { db });
  await app.register(rateRoutes, { db });
  await app.register(oauthRoutes, context);
  await app.register(identityRoutes, context);
  await app.register(userRoutes, context);
  await app.register(userSettingsRoutes, context);
  await app.register(logRoutes, context);
  await app.register(vaultRoutes, context);
  await app.register(rescueKeyRoutes, context);
  await app.register(walletRoutes, context);
  await app.register(humanityRoutes, context);
  await app.register(explorerRoutes, context);
  await app.register(maintenanceSwitchRoutes, context);

  return app;
}

function clientErrorStatusOf(error: unknown): number | undefined {
  const status = error instanceof Error ? (error as FastifyError).statusCode : undefined;
  return status !== undefined && status >= 400 && status < 500 ? status : undefined;
}
