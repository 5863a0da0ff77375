import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ApiEnvelope } from '@marketplace/contracts/src/api/envelope';
import { vaultKeysRecordSchema } from '@marketplace/contracts/src/api/schemas/vault-schemas';
import type { VaultKeysRecord, VaultKeyType } from '@marketplace/contracts/src/entities/vault';
import type { AppContext } from '../app-context.js';
import { sessionUserOf } from '../auth/authenticate.js';
import type { Database } from '../db/database.js';
import { vaultKeys } from '../db/schema.js';
import { errorEnvelope, okEnvelope } from '../envelope.js';
import { parseRequest } from '../validation/parse-request.js';

async function keysRecordOf(db: Database, userId: string): Promise<VaultKeysRecord> {
  const rows = await db.select().from(vaultKeys).where(eq(vaultKeys.userId, userId));
  return Object.fromEntries(rows.map((row) => [row.keyType as VaultKeyType, { value: row.value, time: row.time.toISOString() }]));
}

/** The signed-in user's vault: ciphertext envelopes the client made, kept and handed back as they are. */
export const vaultRoutes: FastifyPluginAsync<AppContext> = async (app, { db, auth }) => {
  app.get('/api/vault/keys', { preHandler: auth.requireUser }, async (request, reply): Promise<ApiEnvelope<VaultKeysRecord | null>> => {
    const record = await keysRecordOf(db, sessionUserOf(request).id);
    if (Object.keys(record).length === 0) {
      reply.code(404);
      return errorEnvelope(404, 'Keys not found');
    }
    return okEnvelope(record);
  });

  // Entries not in the body stay: adding a Google key must not drop the password one.
  app.put('/api/vault/keys', { preHandler: auth.requireUser }, async (request): Promise<ApiEnvelope<VaultKeysRecord>> => {
    const record = parseRequest('body', vaultKeysRecordSchema, request.body);
    const { id } = sessionUserOf(request);
    const rows = Object.entries(record).map(([keyType, entry]) => ({ userId: id, keyType, value: entry.value, time: new Date(entry.time) }));
    await db
      .insert(vaultKeys)
      .values(rows)
      .onConflictDoUpdate({ target: [vaultKeys.userId, vaultKeys.keyType], set: { value: sql`excluded.value`, time: sql`excluded.time` } });
    return okEnvelope(await keysRecordOf(db, id));
  });
};
