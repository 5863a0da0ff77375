import { randomUUID } from 'node:crypto';
import { buildCraftMessage } from '@marketplace/contracts/wire';
import { collectibleImagePath } from '../catalogue/collectible-images.js';
import type { Database } from '../db/database.js';
import { collectibles, craftRecipes } from '../db/schema.js';
import { FIXTURE_MERCHANT, type WalletUser } from './commerce-fixtures.js';
import { send } from './send-request.js';
import type { TestApp } from './test-app.js';

const HOUR = 3_600_000;

export interface RecipeFixture {
  id: string;
  /** The sets of its ingredients, in the recipe's order: each of its own, so no other test holds a copy. */
  setIds: string[];
  resultSetId: string;
}

/**
 * A recipe of its own for the test, of sets of its own: `quantities` gives how many of each
 * ingredient set it takes. A craft category the seeded merchant has, so its pages list it.
 */
export async function createRecipe(
  db: Database,
  quantities: number[],
  { merchantId = FIXTURE_MERCHANT, categoryId = 'polishing' } = {},
): Promise<RecipeFixture> {
  const tag = randomUUID().slice(0, 8);
  const setIds = quantities.map((_, index) => `set-${tag}-${index}`);
  const resultSetId = `set-${tag}-result`;
  const [recipe] = await db
    .insert(craftRecipes)
    .values({
      merchantId,
      categoryId,
      name: `Recipe ${tag}`,
      ingredients: setIds.map((setId, index) => ({ setId, quantity: quantities[index]! })),
      result: { setId: resultSetId, name: `Crafted ${tag}`, rarity: 'epic', imageUrl: collectibleImagePath(resultSetId), properties: { origin: 'test' } },
    })
    .returning({ id: craftRecipes.id });
  return { id: recipe!.id, setIds, resultSetId };
}

/** `count` collectibles of the set for the owner, the first received longest ago (an hour apart), answered in that order. */
export async function giveCopies(db: Database, ownerId: string, setId: string, count: number, merchantId = FIXTURE_MERCHANT): Promise<string[]> {
  const now = Date.now();
  const rows = await db
    .insert(collectibles)
    .values(
      Array.from({ length: count }, (_, copy) => ({
        merchantId,
        setId,
        name: `Copy of ${setId}`,
        rarity: 'common' as const,
        imageUrl: collectibleImagePath(setId),
        ownerId,
        receivedTime: new Date(now - (count - copy) * HOUR),
      })),
    )
    .returning({ id: collectibles.id, receivedTime: collectibles.receivedTime });
  return rows.sort((a, b) => a.receivedTime.getTime() - b.receivedTime.getTime()).map((row) => row.id);
}

/** The crafter's wallet signature of a craft of these collectibles, as the client makes it. */
export function signCraft(crafter: WalletUser, recipeId: string, collectibleIds: readonly string[]): Promise<string> {
  return crafter.wallet.signMessage(buildCraftMessage({ recipeId, collectibleIds, crafterAddress: crafter.wallet.address }));
}

/** Crafts through the API as the client does: signed, naming `collectibleIds`. */
export async function craftThroughApi(t: TestApp, crafter: WalletUser, recipeId: string, collectibleIds: readonly string[]) {
  const signature = await signCraft(crafter, recipeId, collectibleIds);
  return send(t, 'POST', '/api/users/self/crafts', crafter.token, { recipeId, collectibleIds, signature });
}

/** The signed-in user's readiness for one recipe, as the recipe page reads it. */
export async function readinessThroughApi(t: TestApp, user: { token: string }, recipeId: string) {
  const response = await send(t, 'GET', `/api/users/self/craft-readiness/${recipeId}`, user.token);
  if (response.statusCode !== 200) throw new Error(`readiness failed: ${response.body}`);
  return response.json().payload as {
    craftable: boolean;
    consumes: string[];
    ingredients: Array<{ setId: string; owned: number; locked: number; missing: number }>;
  };
}
