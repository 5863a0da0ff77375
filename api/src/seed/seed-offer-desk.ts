import { eq } from 'drizzle-orm';
import { collectibleImagePath } from '../catalogue/collectible-images.js';
import { collectibles, users } from '../db/schema.js';
import { seedUuid } from './seed-uuid.js';
import { SEED_BIDDER_USER, SEED_DEALER_USER, type SeedUser } from './seed-accounts.js';
import type { SeedTransaction } from './seed-transaction.js';

interface OwnedCopy {
  owner: SeedUser;
  key: string;
  merchantId: string;
  setId: string;
  name: string;
  rarity: (typeof collectibles.$inferInsert)['rarity'];
  properties: Record<string, string>;
}

/** What each side of the offers journey owns before it starts: one collectible the other bids on. */
const OWNED_COPIES: OwnedCopy[] = [
  {
    owner: SEED_DEALER_USER,
    key: 'dealer-sapphire',
    merchantId: 'diamond-dreams',
    setId: 'dd-sapphire-drop',
    name: 'Sapphire Drop',
    rarity: 'rare',
    properties: { cut: 'pear', carat: '2.1', color: 'blue' },
  },
  {
    owner: SEED_BIDDER_USER,
    key: 'bidder-buckler',
    merchantId: 'elemental-raiders',
    setId: 'er-frost-buckler',
    name: 'Frost Buckler',
    rarity: 'uncommon',
    properties: { element: 'water', class: 'guardian', power: '14' },
  },
];

/**
 * The offers journey's collectibles (`SEED_DEALER_USER`, `SEED_BIDDER_USER`): a copy each of a catalogue
 * set, owned outright and listed nowhere, so accepting and withdrawing offers on them moves no other
 * suite's store, market or collection. The offers themselves are made in the test, signed by wallets
 * it holds. Fixed ids and times, so two seeded databases agree.
 */
export async function seedOfferDesk(tx: SeedTransaction): Promise<void> {
  for (const item of OWNED_COPIES) {
    const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.email, item.owner.email));
    if (!owner) continue;
    await tx.insert(collectibles).values({
      id: seedUuid(`collectible:offer-desk:${item.key}`),
      merchantId: item.merchantId,
      setId: item.setId,
      name: item.name,
      rarity: item.rarity,
      imageUrl: collectibleImagePath(item.setId),
      properties: item.properties,
      ownerId: owner.id,
      receivedTime: new Date('2026-11-01T10:00:00Z'),
    });
  }
}
