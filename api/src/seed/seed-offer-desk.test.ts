import { eq } from 'drizzle-orm';
import { listings, users } from '../db/schema.js';
import { SEED_BIDDER_USER, SEED_DEALER_USER } from './seed-accounts.js';
import { send } from '../testing/send-request.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp();
});

afterAll(() => t.close());

async function collectionOf(email: string) {
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return (await send(t, 'GET', `/api/users/${user!.id}/collectibles`, null)).json().payload.records as { id: string; name: string; setId: string }[];
}

describe('the seeded offer desk', () => {
  it('gives the dealer and the bidder one collectible each, listed nowhere, and GEM to bid with', async () => {
    const dealer = await collectionOf(SEED_DEALER_USER.email);
    const bidder = await collectionOf(SEED_BIDDER_USER.email);

    expect(dealer.map(({ name, setId }) => [name, setId])).toEqual([['Sapphire Drop', 'dd-sapphire-drop']]);
    expect(bidder.map(({ name, setId }) => [name, setId])).toEqual([['Frost Buckler', 'er-frost-buckler']]);
    for (const { id } of [...dealer, ...bidder]) expect(await t.db.select().from(listings).where(eq(listings.collectibleId, id))).toEqual([]);
    expect(BigInt(SEED_DEALER_USER.balanceWei)).toBeGreaterThan(0n);
  });
});
