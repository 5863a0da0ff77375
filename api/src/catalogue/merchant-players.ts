import { and, eq } from 'drizzle-orm';
import type { MerchantPlayer } from '@marketplace/contracts/wire';
import type { Database } from '../db/database.js';
import { merchantPlayers } from '../db/schema.js';
import { notFound } from '../validation/client-error.js';

/** The user's account in the merchant's game; 404 is the answer "not a player" (spec §7). */
export async function playerOf(db: Database, merchantId: string, userId: string): Promise<MerchantPlayer> {
  const [player] = await db
    .select()
    .from(merchantPlayers)
    .where(and(eq(merchantPlayers.merchantId, merchantId), eq(merchantPlayers.userId, userId)));
  if (!player) throw notFound('Player not found');
  return { merchantId: player.merchantId, playerId: player.playerId, linkedAt: player.linkedAt.toISOString() };
}

/** Whether the user has an account in the merchant's game, what players-only store items ask for. */
export async function isPlayerOf(db: Database, merchantId: string, userId: string): Promise<boolean> {
  const [player] = await db
    .select({ playerId: merchantPlayers.playerId })
    .from(merchantPlayers)
    .where(and(eq(merchantPlayers.merchantId, merchantId), eq(merchantPlayers.userId, userId)));
  return player !== undefined;
}
