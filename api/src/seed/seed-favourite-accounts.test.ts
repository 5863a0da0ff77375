import { eq } from 'drizzle-orm';
import { listings, users } from '../db/schema.js';
import { DROPPED_SET, SEED_LISTER_USER, SEED_WATCHER_USER, WATCHED_SETS } from './seed-favourite-accounts.js';
import { send } from '../testing/send-request.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp();
});

afterAll(() => t.close());

async function idOf(email: string): Promise<string> {
  const [user] = await t.db.select({ id: users.id, communications: users.communications }).from(users).where(eq(users.email, email));
  expect(user?.communications).toBe(true);
  return user!.id;
}

describe('the seeded favourites accounts', () => {
  it('give the watcher three favourites, newest first, each priced at its floor when favourited', async () => {
    const token = await t.tokenFor(await idOf(SEED_WATCHER_USER.email));
    const page = (await send(t, 'GET', '/api/users/self/favourites', token)).json().payload;
    expect(page.records.map((record: { setId: string }) => record.setId)).toEqual(WATCHED_SETS);
    for (const record of page.records) expect(record.priceWhenFavourited).toBe(record.lowestPrice);
  });

  it('give the lister one unlisted copy of the watched set', async () => {
    const listerId = await idOf(SEED_LISTER_USER.email);
    const collection = (await send(t, 'GET', `/api/users/${listerId}/collectibles`, null)).json().payload.records as { id: string; setId: string }[];
    expect(collection.map(({ setId }) => setId)).toEqual([DROPPED_SET]);
    expect(await t.db.select().from(listings).where(eq(listings.collectibleId, collection[0]!.id))).toEqual([]);
  });
});
