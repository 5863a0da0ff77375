import { and, eq } from 'drizzle-orm';
import type { MerchantPlayer } from '@marketplace/contracts/wire';
import type { Database } from '../db/database.js';
import { merchantPlayers } from '../db/schema.js';

/** The user's account in the merchant's game, or null: most people are not players of a given game. */
export async function playerOf(db: Database, merchantId: string, userId: string): Promise<MerchantPlayer | null> {
  const [player] = await db
    .select()
    .from(merchantPlayers)
    .where(and(eq(merchantPlayers.merchantId, merchantId), eq(merchantPlayers.userId, userId)));
  return player ? { merchantId: player.merchantId, playerId: player.playerId, linkedAt: player.linkedAt.toISOString() } : null;
}

/** Whether the user has an account in the merchant's game, what players-only store items ask for. */
export async function isPlayerOf(db: Database, merchantId: string, userId: string): Promise<boolean> {
  return (await playerOf(db, merchantId, userId)) !== null;
}
