import { eq } from 'drizzle-orm';
import { ACCOUNT_CLOSING_REFUSALS } from '@marketplace/contracts/wire';
import { PROMISED_GRACE_MS } from '../account-closing/closing-settings.js';
import { closeDueAccounts } from '../account-closing/close-account.js';
import { DEFAULT_SHELL_ORIGIN } from '../defaults/default-origins.js';
import { hashPassword } from '../auth/password-hash.js';
import { settlePendingTransactions } from '../commerce/settlement.js';
import { accountClosings, collectibles, devices, listings, offers, rescueKeys, transactions, users, vaultKeys } from '../db/schema.js';
import { balanceWeiOfUser } from '../ledger/balances.js';
import {
  buyThroughApi,
  createCollectible,
  createWalletUser,
  enableTwoFactor,
  offerThroughApi,
  signListing,
  type WalletUser,
} from '../testing/commerce-fixtures.js';
import { queuedMailsOf } from '../testing/queued-mails.js';
import { send } from '../testing/send-request.js';
import { signInClient } from '../testing/sign-in-client.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';
import { signUpWithPassword } from '../users/user-accounts.js';

const PASSWORD = 'closing-password-1';
const LINKS = { shellOrigin: DEFAULT_SHELL_ORIGIN };
const START = new Date('2026-12-01T09:00:00.000Z');

let t: TestApp;
/** The API's clock: the tests move it past grace periods. */
let now = START;

beforeAll(async () => {
  t = await openTestApp({ clock: () => now });
});

afterAll(() => t.close());

beforeEach(() => {
  now = START;
});

/** A person who signs in with a password and has a wallet with GEM, signed in on one device. */
async function closer(balance = '100'): Promise<WalletUser & { email: string }> {
  const person = await createWalletUser(t, { balance });
  const { hash, salt } = await hashPassword(PASSWORD);
  const email = `closer-${person.id}@marketplace.test`;
  await t.db
    .update(users)
    .set({
      email,
      username: `closer${person.id.slice(0, 8)}`,
      displayName: 'Closing Person',
      tagline: 'Leaving soon',
      passwordHash: hash,
      passwordSalt: salt,
      identityProviders: { password: true, google: false, apple: false },
    })
    .where(eq(users.id, person.id));
  return { ...person, email };
}

const askToClose = (token: string, body: unknown = { currentPassword: PASSWORD }) => send(t, 'POST', '/api/users/self/closing', token, body);
const pendingOf = (token: string) => send(t, 'GET', '/api/users/self/closing', token);
const keepAccount = (token: string) => send(t, 'DELETE', '/api/users/self/closing', token);

async function userRow(id: string) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return row!;
}

describe('asking to close an account', () => {
  it('schedules the closing 14 days on, answers its date and tells the address by a security notice', async () => {
    const person = await closer();
    const asked = await askToClose(person.token);
    expect(asked.statusCode).toBe(200);
    const closesAt = new Date(START.getTime() + PROMISED_GRACE_MS).toISOString();
    expect(asked.json().payload).toEqual({ requestedAt: START.toISOString(), closesAt });
    expect((await pendingOf(person.token)).json().payload).toEqual({ requestedAt: START.toISOString(), closesAt });
    const mails = await queuedMailsOf(t.db, person.id);
    expect(mails.map(({ kind, category, toEmail }) => ({ kind, category, toEmail }))).toContainEqual({
      kind: 'account-closing-scheduled',
      category: 'security',
      toEmail: person.email,
    });
    expect(mails.find((mail) => mail.kind === 'account-closing-scheduled')?.params).toMatchObject({ at: closesAt });
  });

  it('refuses a wrong password and schedules nothing', async () => {
    const person = await closer();
    const asked = await askToClose(person.token, { currentPassword: 'not-the-password' });
    expect(asked.statusCode).toBe(403);
    expect(asked.json().message).toBe(ACCOUNT_CLOSING_REFUSALS.wrongPassword);
    expect((await pendingOf(person.token)).json().payload).toBeNull();
  });

  it('asks for the two-factor code while two-factor sign-in is on', async () => {
    const person = await closer();
    const { codeNow, wrongCode } = await enableTwoFactor(t.db, person.id);
    expect((await askToClose(person.token)).json().message).toBe(ACCOUNT_CLOSING_REFUSALS.invalidCode);
    expect((await askToClose(person.token, { currentPassword: PASSWORD, code: await wrongCode() })).statusCode).toBe(403);
    expect((await askToClose(person.token, { currentPassword: PASSWORD, code: await codeNow() })).statusCode).toBe(200);
  });

  it('refuses an account without a password whose session has not re-authenticated: a session alone proves nothing', async () => {
    const person = await t.createUser({ identityProviders: { password: false, google: true, apple: false } });
    const asked = await askToClose(person.token, { currentPassword: 'anything' });
    expect(asked.statusCode).toBe(412);
    expect(asked.json().message).toBe(ACCOUNT_CLOSING_REFUSALS.reauthenticationRequired);
  });

  it('refuses a second closing while one is pending, keeping the first date', async () => {
    const person = await closer();
    const first = (await askToClose(person.token)).json().payload;
    now = new Date(START.getTime() + 3 * 24 * 60 * 60_000);
    const second = await askToClose(person.token);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(ACCOUNT_CLOSING_REFUSALS.alreadyPending);
    expect((await pendingOf(person.token)).json().payload).toEqual(first);
  });

  it('needs a session', async () => {
    expect((await send(t, 'POST', '/api/users/self/closing', null, { currentPassword: PASSWORD })).statusCode).toBe(401);
  });
});

describe('keeping the account during the grace period', () => {
  it('cancels the closing, tells the address, and lets the person ask again later', async () => {
    const person = await closer();
    await askToClose(person.token);
    now = new Date(START.getTime() + 13 * 24 * 60 * 60_000);
    const kept = await keepAccount(person.token);
    expect(kept.statusCode).toBe(200);
    expect((await pendingOf(person.token)).json().payload).toBeNull();
    expect((await queuedMailsOf(t.db, person.id)).map((mail) => mail.kind)).toContain('account-closing-cancelled');
    // Nothing is closed when the first date passes.
    now = new Date(START.getTime() + PROMISED_GRACE_MS + 1);
    await closeDueAccounts(t.db, LINKS, now);
    expect((await userRow(person.id)).email).toBe(person.email);
    // A new request starts a new grace period from its own day.
    const again = await askToClose(person.token);
    expect(again.statusCode).toBe(200);
    expect(again.json().payload.closesAt).toBe(new Date(now.getTime() + PROMISED_GRACE_MS).toISOString());
  });

  it('answers 404 when nothing is pending to cancel', async () => {
    const person = await closer();
    const kept = await keepAccount(person.token);
    expect(kept.statusCode).toBe(404);
    expect(kept.json().message).toBe(ACCOUNT_CLOSING_REFUSALS.nothingPending);
  });

  it('cannot cancel once the grace period is over', async () => {
    const person = await closer();
    await askToClose(person.token);
    now = new Date(START.getTime() + PROMISED_GRACE_MS);
    expect((await keepAccount(person.token)).statusCode).toBe(404);
  });
});

describe('closing after the grace period', () => {
  it('closes nothing before the period is over', async () => {
    const person = await closer();
    await askToClose(person.token);
    expect(await closeDueAccounts(t.db, LINKS, new Date(START.getTime() + PROMISED_GRACE_MS - 1))).toBe(0);
    expect((await userRow(person.id)).email).toBe(person.email);
  });

  it('withdraws listings and offers, erases the person, ends their sessions and destroys their vault, keeping the ledger', async () => {
    const person = await closer('500');
    const other = await createWalletUser(t, { balance: '500' });
    // Their listing, their offer on someone else's item, and someone's offer on their item.
    const listed = await createCollectible(t.db, { ownerId: person.id });
    const price = '12.00';
    const listing = await send(t, 'POST', '/api/users/self/listings', person.token, {
      collectibleId: listed,
      price,
      signature: await signListing(person, listed, price),
    });
    expect(listing.statusCode).toBe(200);
    const othersItem = await createCollectible(t.db, { ownerId: other.id });
    const madeOffer = await offerThroughApi(t, person, othersItem, '5');
    const theirItem = await createCollectible(t.db, { ownerId: person.id });
    const receivedOffer = await offerThroughApi(t, other, theirItem, '6');
    await t.db.insert(vaultKeys).values({ userId: person.id, keyType: 'password', value: 'ciphertext', time: START });
    await t.db.insert(rescueKeys).values({ userId: person.id, key: 'rescue-public-key' });
    const balanceBefore = await balanceWeiOfUser(t.db, person.id);

    await askToClose(person.token);
    now = new Date(START.getTime() + PROMISED_GRACE_MS);
    // Earlier tests' closings fall due at the same moment: this round closes them too.
    expect(await closeDueAccounts(t.db, LINKS, now)).toBeGreaterThanOrEqual(1);

    const [withdrawnListing] = await t.db.select({ status: listings.status }).from(listings).where(eq(listings.id, listing.json().payload.id));
    expect(withdrawnListing?.status).toBe('CANCELLED');
    const offerStatus = async (id: string) => (await t.db.select({ status: offers.status }).from(offers).where(eq(offers.id, id)))[0]?.status;
    expect(await offerStatus(madeOffer)).toBe('CANCELLED');
    expect(await offerStatus(receivedOffer)).toBe('DECLINED');
    // The bidder hears of the decline, as from any owner.
    expect((await queuedMailsOf(t.db, other.id)).map((mail) => mail.kind)).toEqual(expect.arrayContaining(['offer-declined', 'offer-withdrawn']));

    const erased = await userRow(person.id);
    expect(erased).toMatchObject({
      email: `closed-${person.id}@closed.invalid`,
      username: null,
      displayName: null,
      tagline: null,
      passwordHash: null,
      passwordSalt: null,
      identityProviders: { password: false, google: false, apple: false },
      antiphishingCode: null,
      twoFactorAuth: false,
    });
    // Kept pseudonymous: the wallet address the ledger and the chain know, the GEM at it and the items it owns.
    expect(erased.walletAddress).toBe(person.wallet.address);
    expect(await balanceWeiOfUser(t.db, person.id)).toBe(balanceBefore);
    expect((await t.db.select({ id: collectibles.id }).from(collectibles).where(eq(collectibles.ownerId, person.id))).map((row) => row.id)).toEqual(
      expect.arrayContaining([listed, theirItem]),
    );
    // Sessions and secrets are gone.
    expect(await t.db.select().from(devices).where(eq(devices.userId, person.id))).toEqual([]);
    expect(await t.db.select().from(vaultKeys).where(eq(vaultKeys.userId, person.id))).toEqual([]);
    expect(await t.db.select().from(rescueKeys).where(eq(rescueKeys.userId, person.id))).toEqual([]);
    expect(await queuedMailsOf(t.db, person.id)).toEqual([]);
    expect((await send(t, 'GET', '/api/users/self', person.token)).statusCode).toBe(401);
    // The closing stays on record, carried out.
    const [record] = await t.db.select().from(accountClosings).where(eq(accountClosings.userId, person.id));
    expect(record?.closedAt?.toISOString()).toBe(now.toISOString());
    // A second round finds nothing more to do.
    expect(await closeDueAccounts(t.db, LINKS, now)).toBe(0);
  });

  it('leaves a buyer of a former item with it in their collection and its sale in their history', async () => {
    const seller = await closer('0');
    const buyer = await createWalletUser(t, { balance: '1000' });
    const item = await createCollectible(t.db, { ownerId: seller.id, name: 'Farewell Lantern' });
    const price = '20.00';
    expect(
      (await send(t, 'POST', '/api/users/self/listings', seller.token, { collectibleId: item, price, signature: await signListing(seller, item, price) }))
        .statusCode,
    ).toBe(200);
    await buyThroughApi(t, buyer, item);
    await settlePendingTransactions(t.db, { shellOrigin: DEFAULT_SHELL_ORIGIN });

    await askToClose(seller.token);
    now = new Date(START.getTime() + PROMISED_GRACE_MS);
    await closeDueAccounts(t.db, LINKS, now);

    const collection = await send(t, 'GET', `/api/users/${buyer.id}/collectibles?pageSize=50`, buyer.token);
    expect(collection.json().payload.records.map((record: { id: string }) => record.id)).toContain(item);
    // The GEM moved from the buyer to the seller, who stays in the record as the pseudonymous row.
    const sale = await t.db
      .select({ buyerId: transactions.fromUserId, sellerId: transactions.toUserId, status: transactions.status })
      .from(transactions)
      .where(eq(transactions.collectibleId, item));
    expect(sale).toContainEqual({ buyerId: buyer.id, sellerId: seller.id, status: 'COMPLETE' });
    const [owner] = await t.db.select({ ownerId: collectibles.ownerId }).from(collectibles).where(eq(collectibles.id, item));
    expect(owner?.ownerId).toBe(buyer.id);
  });

  it('closes a due account when its owner signs in, refusing the sign-in, and frees the address for a new sign-up', async () => {
    const person = await closer();
    await askToClose(person.token);
    now = new Date(START.getTime() + PROMISED_GRACE_MS + 60_000);
    const { identityPageOf, postForm } = signInClient(t);
    const signIn = await postForm('/idp/authorize/password', { request: await identityPageOf(), intent: 'login', email: person.email, password: PASSWORD });
    expect(signIn.statusCode).toBe(401);
    expect((await userRow(person.id)).email).toBe(`closed-${person.id}@closed.invalid`);
    expect((await signUpWithPassword(t.db, { email: person.email, password: 'a-new-start-1', preferredLocale: 'en' })).kind).toBe('awaiting-confirmation');
  });

  it('lets the person sign in during the grace period', async () => {
    const person = await closer();
    await askToClose(person.token);
    now = new Date(START.getTime() + PROMISED_GRACE_MS - 60_000);
    const { identityPageOf, postForm } = signInClient(t);
    const signIn = await postForm('/idp/authorize/password', { request: await identityPageOf(), intent: 'login', email: person.email, password: PASSWORD });
    expect(signIn.statusCode).toBe(303);
  });
});

describe('pending closings for the ADMIN', () => {
  it('lists who is due to close and when, soonest first, to the ADMIN alone', async () => {
    const later = await closer();
    const sooner = await closer();
    await askToClose(later.token);
    now = new Date(START.getTime() - 60_000);
    await askToClose(sooner.token);
    expect((await send(t, 'GET', '/api/admin/account-closings', later.token)).statusCode).toBe(403);
    const listed = await send(t, 'GET', '/api/admin/account-closings', t.admin.token);
    expect(listed.statusCode).toBe(200);
    const ids = listed.json().payload.records.map((record: { userId: string }) => record.userId);
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id));
    expect(ids.indexOf(sooner.id)).toBeGreaterThanOrEqual(0);
    expect(JSON.stringify(listed.json().payload)).not.toContain('@');
  });
});
