import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { type ApiEnvelope, REAUTHENTICATION_REQUIRED, type VaultKeysRecord, vaultKeysUpdateSchema, type VaultKeyType } from '@marketplace/contracts/wire';
import { tellAccount } from '../account-events/tell-account.js';
import type { AppContext } from '../context/app-context.js';
import { sessionUserOf } from '../auth/authenticate.js';
import { isFreshlyAuthenticated } from '../auth/fresh-authentication.js';
import { needsReauthentication } from '../custody/vault-change-rule.js';
import { isWalletPasswordRescue } from '../custody/wallet-password-rescue.js';
import type { Database } from '../db/database.js';
import { vaultKeys } from '../db/schema.js';
import { errorEnvelope, okEnvelope } from '../http/envelope.js';
import { parseRequest } from '../validation/parse-request.js';

async function keysRecordOf(db: Database, userId: string): Promise<VaultKeysRecord> {
  const rows = await db.select().from(vaultKeys).where(eq(vaultKeys.userId, userId));
  return Object.fromEntries(rows.map((row) => [row.keyType as VaultKeyType, { value: row.value, time: row.time.toISOString() }]));
}

/** The signed-in user's vault: ciphertext envelopes the client made, kept and handed back as they are. */
export const vaultRoutes: FastifyPluginAsync<AppContext> = async (app, context) => {
  const { db, auth } = context;
  // No keys yet (a person who has not made a wallet) is an answer: 200 with a null payload, not the
  // spec's 404, which the browser would log as an error on every page such a person opens.
  app.get('/api/vault/keys', { preHandler: auth.requireUser }, async (request): Promise<ApiEnvelope<VaultKeysRecord | null>> => {
    const record = await keysRecordOf(db, sessionUserOf(request).id);
    return okEnvelope(Object.keys(record).length === 0 ? null : record);
  });

  // Entries not in the body stay: adding a Google key must not drop the password one. A null entry
  // is removed; saving and removing happen together, so a re-wrapped legacy key never exists twice
  // or not at all.
  app.put('/api/vault/keys', { preHandler: auth.requireUser }, async (request, reply): Promise<ApiEnvelope<VaultKeysRecord | null>> => {
    const update = parseRequest('body', vaultKeysUpdateSchema, request.body);
    const session = sessionUserOf(request);
    const { id } = session;
    const existing = new Set(Object.keys(await keysRecordOf(db, id)) as VaultKeyType[]);
    if (needsReauthentication(update, existing) && !(await isFreshlyAuthenticated(db, session))) {
      reply.code(403);
      return errorEnvelope(403, REAUTHENTICATION_REQUIRED);
    }
    const entries = Object.entries(update);
    const saved = entries.flatMap(([keyType, entry]) => (entry ? [{ userId: id, keyType, value: entry.value, time: new Date(entry.time) }] : []));
    const removed = entries.filter(([, entry]) => entry === null).map(([keyType]) => keyType);
    const rescue = isWalletPasswordRescue(session, update, existing);
    await db.transaction(async (tx) => {
      if (removed.length > 0) await tx.delete(vaultKeys).where(and(eq(vaultKeys.userId, id), inArray(vaultKeys.keyType, removed)));
      if (saved.length > 0) {
        await tx
          .insert(vaultKeys)
          .values(saved)
          .onConflictDoUpdate({ target: [vaultKeys.userId, vaultKeys.keyType], set: { value: sql`excluded.value`, time: sql`excluded.time` } });
      }
      // A security notice: a rescue the person did not make means someone holds their sign-in and now their wallet.
      if (rescue) await tellAccount(tx, context, id, 'wallet-password-rescued', { at: new Date().toISOString() });
    });
    return okEnvelope(await keysRecordOf(db, id));
  });
};
