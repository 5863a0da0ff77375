import cors from '@fastify/cors';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { Database } from './db/database.js';
import { errorEnvelope } from './envelope.js';
import { merchantRoutes } from './routes/merchant-routes.js';
import { rateRoutes } from './routes/rate-routes.js';
import { statusRoutes } from './routes/status-routes.js';

export const DEFAULT_CORS_ORIGINS = ['http://127.0.0.1:8080', 'http://localhost:8080'];

export interface AppOptions {
  db: Database;
  corsOrigins?: string[];
  /** `false` silences the log (tests); a stream receives the JSON log lines instead of stdout. */
  logger?: false | { stream?: { write(line: string): void } };
}

/** Credentials must never reach a log line, whatever a serializer chooses to include. */
const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-humanity-token"]',
  'headers.authorization',
  'headers.cookie',
  'headers["x-humanity-token"]',
];

export async function buildApp({ db, corsOrigins = DEFAULT_CORS_ORIGINS, logger = {} }: AppOptions): Promise<FastifyInstance> {
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

  await app.register(statusRoutes, { db });
  await app.register(merchantRoutes, { db });
  await app.register(rateRoutes, { db });

  return app;
}

function clientErrorStatusOf(error: unknown): number | undefined {
  const status = error instanceof Error ? (error as FastifyError).statusCode : undefined;
  return status !== undefined && status >= 400 && status < 500 ? status : undefined;
}
