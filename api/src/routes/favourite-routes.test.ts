import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { favourites, notifications } from '../db/schema.js';
import { createCollectible, createWalletUser, FIXTURE_MERCHANT, signListing, type WalletUser } from '../testing/commerce-fixtures.js';
import { queuedMailsOf } from '../testing/queued-mails.js';
import { send } from '../testing/send-request.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp();
});

afterAll(() => t.close());

const FAVOURITES = '/api/users/self/favourites';
const favouriteUrl = (setId: string, merchantId = FIXTURE_MERCHANT) => `${FAVOURITES}/${merchantId}/${setId}`;

/** A set of its own with one copy owned by a fresh seller (listed at `price`, when given) and its name. */
async function setOnSale(price?: string): Promise<{ setId: string; name: string; seller: WalletUser; collectibleId: string; listingId: string | null }> {
  const seller = await createWalletUser(t);
  const name = `Fav ${randomUUID().slice(0, 8)}`;
  const setId = `set-${name.toLowerCase().replace(/\s/g, '-')}`;
  const collectibleId = await createCollectible(t.db, { ownerId: seller.id, name, setId });
  const listingId = price ? await list(seller, collectibleId, price) : null;
  return { setId, name, seller, collectibleId, listingId };
}

async function list(seller: WalletUser, collectibleId: string, price: string): Promise<string> {
  const signature = await signListing(seller, collectibleId, price);
  const response = await send(t, 'POST', '/api/users/self/listings', seller.token, { collectibleId, price, signature });
  if (response.statusCode !== 200) throw new Error(`listing failed: ${response.body}`);
  return response.json().payload.id;
}

async function reprice(seller: WalletUser, collectibleId: string, listingId: string, price: string): Promise<void> {
  const signature = await signListing(seller, collectibleId, price);
  const response = await send(t, 'PUT', `/api/users/self/listings/${listingId}/price`, seller.token, { price, signature });
  if (response.statusCode !== 200) throw new Error(`reprice failed: ${response.body}`);
}

async function dropNoticesOf(userId: string) {
  const told = await t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.translationId, 'favourite.price-drop')));
  const mailed = (await queuedMailsOf(t.db, userId)).filter((mail) => mail.kind === 'favourite-price-drop');
  return { told: told.map((row) => row.params), mailed: mailed.map((mail) => ({ ...mail.params, category: mail.category })) };
}

describe('favourites', () => {
  it('adds, lists with the price then and now, reads the keys, and removes; both changes are idempotent', async () => {
    const watcher = await t.createUser();
    const { setId, name } = await setOnSale('12.50');

    expect((await send(t, 'PUT', favouriteUrl(setId), watcher.token)).json().payload).toEqual({ merchantId: FIXTURE_MERCHANT, setId });
    expect((await send(t, 'PUT', favouriteUrl(setId), watcher.token)).statusCode).toBe(200);

    const page = (await send(t, 'GET', FAVOURITES, watcher.token)).json().payload;
    expect(page).toMatchObject({ total: 1, page: 1, totalPages: 1 });
    expect(page.records[0]).toMatchObject({
      merchantId: FIXTURE_MERCHANT,
      setId,
      name,
      merchantName: expect.any(String),
      priceWhenFavourited: '12.5',
      lowestPrice: '12.5',
      storeListingId: null,
      imageUrl: expect.stringContaining(setId),
    });
    expect((await send(t, 'GET', `${FAVOURITES}/keys`, watcher.token)).json().payload).toEqual({ keys: [{ merchantId: FIXTURE_MERCHANT, setId }] });

    expect((await send(t, 'DELETE', favouriteUrl(setId), watcher.token)).statusCode).toBe(200);
    expect((await send(t, 'DELETE', favouriteUrl(setId), watcher.token)).statusCode).toBe(200);
    expect((await send(t, 'GET', FAVOURITES, watcher.token)).json().payload).toMatchObject({ total: 0, records: [] });
  });

  it('keeps the first price when favourited again, and lists an unlisted item with no price', async () => {
    const watcher = await t.createUser();
    const { setId, seller, collectibleId } = await setOnSale();
    await send(t, 'PUT', favouriteUrl(setId), watcher.token);
    await list(seller, collectibleId, '3.00');
    await send(t, 'PUT', favouriteUrl(setId), watcher.token);

    const [record] = (await send(t, 'GET', FAVOURITES, watcher.token)).json().payload.records;
    expect(record).toMatchObject({ priceWhenFavourited: null, lowestPrice: '3.0' });
  });

  it('refuses the signed out (401), an item that does not exist (404) and ids that are not slugs (400)', async () => {
    const watcher = await t.createUser();
    expect((await send(t, 'GET', FAVOURITES, null)).statusCode).toBe(401);
    expect((await send(t, 'PUT', favouriteUrl('er-storm-bow'), null)).statusCode).toBe(401);
    const missing = await send(t, 'PUT', favouriteUrl('no-such-set'), watcher.token);
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'Item not found']);
    expect((await send(t, 'PUT', favouriteUrl('Bad Set'), watcher.token)).statusCode).toBe(400);
  });

  it('keeps one person’s favourites from another', async () => {
    const [one, other] = [await t.createUser(), await t.createUser()];
    const { setId } = await setOnSale('1.00');
    await send(t, 'PUT', favouriteUrl(setId), one.token);
    expect((await send(t, 'GET', `${FAVOURITES}/keys`, other.token)).json().payload).toEqual({ keys: [] });
  });
});

describe('a favourite’s price drop', () => {
  it('tells the watcher once per drop below the last price told (notification and offers mail), never the lister', async () => {
    const watcher = await t.createUser({ communications: true });
    const { setId, name, seller, collectibleId, listingId } = await setOnSale('10.00');
    await send(t, 'PUT', favouriteUrl(setId), watcher.token);
    await send(t, 'PUT', favouriteUrl(setId), seller.token);

    await reprice(seller, collectibleId, listingId!, '11.00');
    expect(await dropNoticesOf(watcher.id)).toEqual({ told: [], mailed: [] });

    await reprice(seller, collectibleId, listingId!, '8.00');
    const first = await dropNoticesOf(watcher.id);
    expect(first.told).toEqual([{ collectible: name, price: '8.0', previousPrice: '10.0' }]);
    expect(first.mailed).toEqual([
      expect.objectContaining({
        collectible: name,
        price: '8.0',
        previousPrice: '10.0',
        category: 'offers',
        link: expect.stringMatching(/\/user-portal\/favourites$/),
      }),
    ]);

    // Up and back to the same price: no new drop; below it: one more, measured from the price told.
    await reprice(seller, collectibleId, listingId!, '9.00');
    await reprice(seller, collectibleId, listingId!, '8.00');
    expect((await dropNoticesOf(watcher.id)).told).toHaveLength(1);
    await reprice(seller, collectibleId, listingId!, '7.50');
    expect((await dropNoticesOf(watcher.id)).told).toEqual([first.told[0], { collectible: name, price: '7.5', previousPrice: '8.0' }]);

    expect(await dropNoticesOf(seller.id)).toEqual({ told: [], mailed: [] });
  });

  it('tells of a new, cheaper listing by another seller too', async () => {
    const watcher = await t.createUser();
    const { setId, name } = await setOnSale('20.00');
    await send(t, 'PUT', favouriteUrl(setId), watcher.token);
    const other = await createWalletUser(t);
    const copy = await createCollectible(t.db, { ownerId: other.id, name, setId });
    await list(other, copy, '15.00');

    expect((await dropNoticesOf(watcher.id)).told).toEqual([{ collectible: name, price: '15.0', previousPrice: '20.0' }]);
    const [row] = await t.db.select().from(favourites).where(eq(favourites.userId, watcher.id));
    expect(row?.notifiedPrice).toBe('15.00');
  });

  it('says nothing about an item that had no listing when favourited', async () => {
    const watcher = await t.createUser();
    const { setId, seller, collectibleId } = await setOnSale();
    await send(t, 'PUT', favouriteUrl(setId), watcher.token);
    await list(seller, collectibleId, '1.00');
    expect((await dropNoticesOf(watcher.id)).told).toEqual([]);
  });
});
