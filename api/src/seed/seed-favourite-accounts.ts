import { collectibleImagePath } from '../catalogue/collectible-images.js';
import { lowestListingPrice } from '../favourites/lowest-listing.js';
import { hashPassword } from '../auth/password-hash.js';
import { collectibles, favourites, users } from '../db/schema.js';
import { seedUuid } from './seed-uuid.js';
import { SEED_MARKET_SETS } from './seed-market-stock.js';
import type { SeedUser } from './seed-accounts.js';
import type { SeedTransaction } from './seed-transaction.js';
import { seedBalance, seedUserRow } from './seed-user-rows.js';

const account = (username: string, displayName: string): SeedUser => ({
  email: `${username}@marketplace.test`,
  password: `${username}-password-1`,
  username,
  displayName,
  role: 'USER',
  balanceWei: '0',
});

/** The watcher of the favourites end-to-end test: offers and sales e-mails on, a few favourites, told of drops. No GEM. No other suite signs it in. */
export const SEED_WATCHER_USER = account('watcher', 'Wren Watcher');

/** The lister of the favourites end-to-end test: owns one copy of the watched set, unlisted, and lists it below the floor. No GEM. */
export const SEED_LISTER_USER = account('lister', 'Lou Lister');

/** The set whose price the e2e test drops: the lister owns a copy, the watcher favourited it at its floor then. */
export const DROPPED_SET = 'er-iron-gauntlets';
/** The watcher's favourites, newest first: the dropped set and two more, so the page has a grid. */
export const WATCHED_SETS = [DROPPED_SET, 'er-thunder-rune', 'dd-opal-cabochon'];

export const FAVOURITE_ACCOUNTS_MARKER = 'seeded-favourite-accounts';

/**
 * The accounts of the favourites end-to-end test (`e2e/tests/account/favourites.spec.ts`), with fixed ids
 * and times. Their passwords are hashed before the seed's transaction holds any lock, so this answers the
 * part to run in it.
 */
export async function favouriteAccountsSeed(): Promise<(tx: SeedTransaction) => Promise<void>> {
  const hashed = await Promise.all([SEED_WATCHER_USER, SEED_LISTER_USER].map(async (user) => ({ user, hash: await hashPassword(user.password) })));
  return async (tx) => {
    const ids = new Map<string, string>();
    for (const { user, hash } of hashed) {
      const [created] = await tx
        .insert(users)
        .values({ ...seedUserRow(user, hash), communications: true, preferredLocale: 'en' })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (!created) return;
      await seedBalance(tx, created.id, user);
      ids.set(user.username, created.id);
    }
    const listerId = ids.get(SEED_LISTER_USER.username);
    const watcherId = ids.get(SEED_WATCHER_USER.username);
    const set = SEED_MARKET_SETS.find((candidate) => candidate.setId === DROPPED_SET);
    if (!set || !listerId || !watcherId) throw new Error(`No market set ${DROPPED_SET} or no favourites accounts`);
    await tx.insert(collectibles).values({
      id: seedUuid(`collectible:favourites:lister:${DROPPED_SET}`),
      merchantId: set.merchantId,
      setId: DROPPED_SET,
      name: set.name,
      rarity: set.rarity,
      imageUrl: collectibleImagePath(DROPPED_SET),
      properties: set.properties,
      ownerId: listerId,
      receivedTime: new Date('2026-11-01T10:00:00Z'),
    });
    for (const [index, setId] of WATCHED_SETS.entries()) {
      const watched = SEED_MARKET_SETS.find((candidate) => candidate.setId === setId);
      if (!watched) throw new Error(`No market set ${setId}`);
      await tx.insert(favourites).values({
        userId: watcherId,
        merchantId: watched.merchantId,
        setId,
        priceWhenFavourited: await lowestListingPrice(tx, watched.merchantId, setId),
        createdAt: new Date(Date.UTC(2026, 10, 20 - index, 12)),
      });
    }
  };
}
