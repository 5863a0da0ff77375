import path from 'node:path';
import { DEFAULT_CORS_ORIGINS } from './app.js';
import type { DatabaseLocation } from './db/open-database.js';

export interface ApiConfig {
  host: string;
  port: number;
  corsOrigins: string[];
  database: DatabaseLocation;
}

const API_PACKAGE_DIR = path.resolve(import.meta.dirname, '..');

/** Reads the server settings from the environment; a set `DATABASE_URL` wins over the embedded database. */
export function readConfig(env: NodeJS.ProcessEnv): ApiConfig {
  const port = Number(env.PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT is not a port number: ${env.PORT}`);

  const corsOrigins = env.CORS_ORIGINS?.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);

  return {
    host: env.HOST || '127.0.0.1',
    port,
    corsOrigins: corsOrigins?.length ? corsOrigins : DEFAULT_CORS_ORIGINS,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.resolve(API_PACKAGE_DIR, env.DATA_DIR || 'data') },
  };
}
