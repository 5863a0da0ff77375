import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  buildCraftMessage,
  type CraftOutcome,
  MISSING_INGREDIENTS_MESSAGE,
  NOT_RECIPE_INGREDIENTS_MESSAGE,
  type TransactionKind,
} from '@marketplace/contracts/wire';
import { collectibleView } from '../catalogue/collectible-views.js';
import { craftRecipe, craftRecipeRow, type RecipeRow, resultSetIdOf } from '../catalogue/craft-queries.js';
import { requireActiveMerchant } from '../catalogue/merchant-lookup.js';
import type { Database } from '../db/database.js';
import { collectibles, offers, transactions } from '../db/schema.js';
import { type MailLinkOrigin, tellAccount } from '../account-events/tell-account.js';
import { ClientError } from '../validation/client-error.js';
import { ingredientCopiesOf, readinessOf } from './craft-readiness.js';
import { releaseExpiredReservations } from './reservations.js';
import { assertSignedByWallet } from './wallet-signature.js';
import { insertedRow } from '../db/inserted-row.js';
import type { OutcomeKeeper } from '../db/outcome-keeper.js';

/** The ledger's kind for what a craft moves: each ingredient to the merchant, the result from it. No GEM moves. */
export const CRAFT_TRANSACTION_KIND: TransactionKind = 'CRAFT';

export interface CraftOrder {
  userId: string;
  recipeId: string;
  /** The collectibles to consume, as the crafter's wallet signed them. */
  collectibleIds: readonly string[];
  /** EIP-191 signature of `buildCraftMessage` by the crafter's wallet. */
  signature: string;
  /** Given the outcome in the craft's transaction (an idempotent write keeps its answer with it). */
  keepOutcome?: OutcomeKeeper<CraftOutcome> | undefined;
}

/**
 * Crafts a recipe from the collectibles the crafter's wallet signed, all in one database transaction:
 * they go back to the merchant, offers still open on them are declined (their bidders told, by notification and mail), the result
 * is minted to the crafter, and the ledger records each move. 404 for an unknown recipe or one of a
 * merchant that is not active; 409 'User address not found' without a wallet, 403 'Invalid signature';
 * 409 naming what is missing when the collectibles are not (or no longer) the crafter's and free.
 */
export async function craftForUser(
  db: Database,
  links: MailLinkOrigin,
  { userId, recipeId, collectibleIds, signature, keepOutcome }: CraftOrder,
  now = new Date(),
): Promise<CraftOutcome> {
  const recipe = await craftRecipeRow(db, recipeId);
  await requireActiveMerchant(db, recipe.merchantId);
  await assertSignedByWallet(db, userId, signature, (crafterAddress) => buildCraftMessage({ recipeId, collectibleIds, crafterAddress }));
  // An abandoned reservation past its time no longer holds its collectible.
  await releaseExpiredReservations(db, now);

  return db.transaction(async (tx) => {
    await lockInIdOrder(tx, collectibleIds);
    const consumedIds = await requireExactIngredients(tx, userId, recipe, collectibleIds);

    const consumed = await tx.update(collectibles).set({ ownerId: null, receivedTime: now }).where(inArray(collectibles.id, consumedIds)).returning();
    await declineOpenOffersOn(tx, links, consumed, now);
    const result = insertedRow(
      await tx
        .insert(collectibles)
        .values({
          merchantId: recipe.merchantId,
          setId: resultSetIdOf(recipe),
          name: recipe.result.name,
          rarity: recipe.result.rarity,
          imageUrl: recipe.result.imageUrl,
          properties: recipe.result.properties,
          ownerId: userId,
          receivedTime: now,
        })
        .returning(),
      'a crafted collectible',
    );
    const moves = [
      ...consumed.map((collectible) => ({ fromUserId: userId, toUserId: null, collectibleId: collectible.id })),
      { fromUserId: null, toUserId: userId, collectibleId: result.id },
    ];
    await tx
      .insert(transactions)
      .values(moves.map((move) => ({ ...move, kind: CRAFT_TRANSACTION_KIND, amountWei: '0', status: 'COMPLETE' as const, createdAt: now, completedAt: now })));

    const outcome: CraftOutcome = { recipeId: recipe.id, result: collectibleView(result), consumed: consumed.map(collectibleView) };
    await keepOutcome?.(tx, outcome);
    return outcome;
  });
}

/**
 * Holds the named collectibles until the transaction ends, taken in id order (one order for every
 * craft, so two never wait on each other crosswise). A second craft of the same ones waits here and
 * then finds them gone; a listing or an offer acceptance, which lock the collectible too, waits and
 * then finds it is not its owner's any more.
 */
async function lockInIdOrder(tx: Database, collectibleIds: readonly string[]): Promise<void> {
  if (collectibleIds.length === 0) return;
  await tx
    .select({ id: collectibles.id })
    .from(collectibles)
    .where(inArray(collectibles.id, [...collectibleIds]))
    .orderBy(asc(collectibles.id))
    .for('update');
}

/**
 * The named collectibles, read under their locks (so a commitment made just before is seen), must be
 * exactly the recipe's: of each ingredient set as many of the crafter's free ones as it needs, and
 * nothing else. Answers them in the recipe's order.
 */
async function requireExactIngredients(tx: Database, userId: string, recipe: RecipeRow, collectibleIds: readonly string[]): Promise<string[]> {
  const setIds = recipe.ingredients.map((ingredient) => ingredient.setId);
  const copies = await ingredientCopiesOf(tx, { userId, merchantId: recipe.merchantId, setIds, ids: collectibleIds });
  const readiness = readinessOf(recipe, copies);
  if (!readiness.craftable) throw new ClientError(409, await missingMessage(tx, recipe, readiness.ingredients));
  if (readiness.consumes.length !== collectibleIds.length) throw new ClientError(409, NOT_RECIPE_INGREDIENTS_MESSAGE);
  return readiness.consumes;
}

/** `Missing ingredients: 1 × Storm Bow (er-storm-bow), 2 × Frost Buckler (er-frost-buckler)`, by the sets' names. */
async function missingMessage(tx: Database, recipe: RecipeRow, holdings: ReadonlyArray<{ setId: string; missing: number }>): Promise<string> {
  const { ingredients } = await craftRecipe(tx, recipe.merchantId, recipe.id);
  const nameOf = new Map(ingredients.map((ingredient) => [ingredient.setId, ingredient.name]));
  const missing = holdings.filter((holding) => holding.missing > 0).map(({ setId, missing }) => `${missing} × ${nameOf.get(setId) ?? setId} (${setId})`);
  return `${MISSING_INGREDIENTS_MESSAGE}: ${missing.join(', ')}`;
}

/** A consumed collectible's open offers can never be accepted: they are declined, as a sale to someone else declines them. */
async function declineOpenOffersOn(tx: Database, links: MailLinkOrigin, consumed: ReadonlyArray<{ id: string; name: string }>, now: Date): Promise<void> {
  if (consumed.length === 0) return;
  const declined = await tx
    .update(offers)
    .set({ status: 'DECLINED', decidedAt: now })
    .where(
      and(
        inArray(
          offers.collectibleId,
          consumed.map((collectible) => collectible.id),
        ),
        eq(offers.status, 'OPEN'),
      ),
    )
    .returning({ bidderId: offers.bidderId, collectibleId: offers.collectibleId, price: offers.price });
  const nameOf = new Map(consumed.map((collectible) => [collectible.id, collectible.name]));
  for (const { bidderId, collectibleId, price } of declined) {
    await tellAccount(tx, links, bidderId, 'offer-declined', { collectible: nameOf.get(collectibleId) ?? '', price });
  }
}
