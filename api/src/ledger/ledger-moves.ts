import { and, eq, gte, sql } from 'drizzle-orm';
import { PRODUCT } from '@marketplace/contracts/wire';
import type { Database } from '../db/database.js';
import { balances } from '../db/schema.js';

/**
 * Takes `wei` from the user's balance only if it holds that much, in one conditional statement: two
 * payments racing for the same GEM cannot both pass a check made before either was written.
 * Answers whether the debit happened.
 */
export async function debitBalance(db: Database, userId: string, wei: bigint): Promise<boolean> {
  const debited = await db
    .update(balances)
    .set({ amountWei: sql`${balances.amountWei} - ${wei.toString()}::numeric`, updatedAt: new Date() })
    .where(and(eq(balances.userId, userId), eq(balances.product, PRODUCT), gte(balances.amountWei, wei.toString())))
    .returning({ userId: balances.userId });
  return debited.length > 0;
}

/** Adds `wei` to the user's balance, opening it when the user held none. */
export async function creditBalance(db: Database, userId: string, wei: bigint): Promise<void> {
  await db
    .insert(balances)
    .values({ userId, product: PRODUCT, amountWei: wei.toString() })
    .onConflictDoUpdate({
      target: [balances.userId, balances.product],
      set: { amountWei: sql`${balances.amountWei} + ${wei.toString()}::numeric`, updatedAt: new Date() },
    });
}
