import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { openSeededDatabase } from '../seed/open-seeded-database.js';
import { withServer } from './postgres-server.js';

/**
 * A migrated, seeded database made once per test run, which each test file's own database starts as a
 * copy of, instead of migrating and seeding its own (seconds each, on every one of ~100 files). On a
 * PostgreSQL server it is a template database; with PGlite, a dump of the data folder that a new
 * PGlite loads. Every test file still gets a database of its own: only its starting point is shared.
 */
export const SEEDED_TEMPLATE_VARIABLE = 'API_TEST_SEEDED_TEMPLATE';
export const SEEDED_PGLITE_DUMP_VARIABLE = 'API_TEST_SEEDED_PGLITE_DUMP';

export type SeededStart = { [SEEDED_TEMPLATE_VARIABLE]: string } | { [SEEDED_PGLITE_DUMP_VARIABLE]: string };

/** Makes the seeded database for `DATABASE_URL` (a template on that server) or for PGlite (a dump file); answers where it is. */
export async function prepareSeededStart(serverUrl = process.env.DATABASE_URL): Promise<SeededStart> {
  if (serverUrl) {
    const name = `marketplace_test_seeded_${randomBytes(6).toString('hex')}`;
    await withServer(serverUrl, (server) => server.execute(sql`create database ${sql.identifier(name)}`));
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const seeded = await openSeededDatabase({ kind: 'postgres', url: url.toString() });
    await seeded.close();
    return { [SEEDED_TEMPLATE_VARIABLE]: name };
  }
  // Seeded in a folder, as the API would, then dumped from it: a dump is what `PGlite.create` can load.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-test-seeded-'));
  try {
    await (await openSeededDatabase({ kind: 'pglite', dataDir })).close();
    const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
    try {
      const dumpFile = `${dataDir}.tar`;
      writeFileSync(dumpFile, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
      return { [SEEDED_PGLITE_DUMP_VARIABLE]: dumpFile };
    } finally {
      await client.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Removes what `prepareSeededStart` made. */
export async function removeSeededStart(start: Partial<Record<string, string>>, serverUrl = process.env.DATABASE_URL): Promise<void> {
  const template = start[SEEDED_TEMPLATE_VARIABLE];
  if (template && serverUrl) await withServer(serverUrl, (server) => server.execute(sql`drop database if exists ${sql.identifier(template)} with (force)`));
  const dump = start[SEEDED_PGLITE_DUMP_VARIABLE];
  if (dump) rmSync(dump, { force: true });
}

/** The seeded PGlite data folder of this run, when one was made. */
export function seededPgliteDump(): Blob | undefined {
  const file = process.env[SEEDED_PGLITE_DUMP_VARIABLE];
  return file ? new Blob([readFileSync(file)]) : undefined;
}
