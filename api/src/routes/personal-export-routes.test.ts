import { DEFAULT_SHELL_ORIGIN } from '../defaults/default-origins.js';
import { eq } from 'drizzle-orm';
import { settlePendingTransactions } from '../commerce/settlement.js';
import { emailKeys, loginCodes, notifications, rescueKeys, transactions, twoFactorSecrets, users, vaultKeys, wrappingSecrets } from '../db/schema.js';
import { buyThroughApi, createListedCollectible, createWalletUser, offerThroughApi, setGemUsdPrice } from '../testing/commerce-fixtures.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';
import { send } from '../testing/send-request.js';
import { PERSONAL_EXPORT_URL, PERSONAL_EXPORTS_PER_HOUR, TRANSACTIONS_CSV_URL } from './personal-export-routes.js';

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp({ settleAfterMs: null, rateTickMs: null });
  await setGemUsdPrice(t.db, 0.05);
});

afterAll(() => t.close());

/** Marks a secret so its absence from the export can be looked for, wherever it would hide. */
const secret = (what: string) => `SECRET-${what}-${Math.random().toString(36).slice(2)}`;

/** A buyer who bought one collectible (settled) and one more (pending), with a secret in every table that holds one. */
async function userWithHistoryAndSecrets() {
  const buyer = await createWalletUser(t, { balance: '1000' });
  const seller = await createWalletUser(t);
  const settled = await createListedCollectible(t.db, { price: '100.00', sellerId: seller.id, name: '=HYPERLINK("http://evil")' });
  await buyThroughApi(t, buyer, settled.collectibleId);
  await settlePendingTransactions(t.db, { shellOrigin: DEFAULT_SHELL_ORIGIN });
  const pending = await createListedCollectible(t.db, { price: '50.00', name: 'Opal, "the pending one"' });
  await buyThroughApi(t, buyer, pending.collectibleId);
  const offered = await createListedCollectible(t.db, { price: '80.00', sellerId: seller.id });
  await offerThroughApi(t, buyer, offered.collectibleId, '70.00');
  await t.db.insert(notifications).values({ userId: buyer.id, translationId: 'notifications.welcome', params: {} });

  const secrets = {
    passwordHash: secret('password-hash'),
    passwordSalt: secret('password-salt'),
    vaultKey: secret('vault-key'),
    rescueKey: secret('rescue-key'),
    twoFactor: secret('2fa'),
    pendingTwoFactor: secret('2fa-pending'),
    wrapping: secret('wrapping'),
    loginCode: secret('login-code'),
    emailKey: secret('email-key'),
  };
  await t.db.update(users).set({ passwordHash: secrets.passwordHash, passwordSalt: secrets.passwordSalt }).where(eq(users.id, buyer.id));
  await t.db.insert(vaultKeys).values({ userId: buyer.id, keyType: 'password', value: secrets.vaultKey, time: new Date() });
  await t.db.insert(rescueKeys).values({ userId: buyer.id, key: secrets.rescueKey });
  await t.db.insert(twoFactorSecrets).values({ userId: buyer.id, secret: secrets.twoFactor, pendingSecret: secrets.pendingTwoFactor });
  await t.db.insert(wrappingSecrets).values({ userId: buyer.id, provider: 'google', secret: secrets.wrapping });
  await t.db.insert(loginCodes).values({ codeHash: secrets.loginCode, userId: buyer.id, method: 'email', expiresAt: new Date(Date.now() + 60_000) });
  await t.db.insert(emailKeys).values({ keyHash: secrets.emailKey, userId: buyer.id, purpose: 'VERIFY_EMAIL', expiresAt: new Date(Date.now() + 60_000) });
  return { buyer, seller, settled, pending, offered, secrets };
}

describe(`GET ${PERSONAL_EXPORT_URL}`, () => {
  it('streams every part of the person as a JSON attachment, with their transactions, collection, offers and notifications', async () => {
    const { buyer, settled, pending, offered } = await userWithHistoryAndSecrets();

    const response = await send(t, 'GET', PERSONAL_EXPORT_URL, buyer.token);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="marketplace-export-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers['cache-control']).toBe('no-store');
    const document = response.json();
    expect(document).toMatchObject({ format: 'marketplace-personal-export', version: 1, profile: { id: buyer.id }, settings: { preferredLocale: 'en' } });
    expect(document.devices).toEqual([expect.objectContaining({ current: true })]);
    expect(document.transactions.complete.map((each: { collectibleId: string }) => each.collectibleId)).toEqual([settled.collectibleId]);
    expect(document.transactions.pending.map((each: { collectibleId: string }) => each.collectibleId)).toEqual([pending.collectibleId]);
    // The pending purchase is not the buyer's until it settles.
    expect(document.collection.map((each: { id: string }) => each.id)).toEqual([settled.collectibleId]);
    expect(document.offers.made).toEqual([expect.objectContaining({ collectibleId: offered.collectibleId, bidderId: buyer.id, status: 'OPEN' })]);
    expect(document.offers.received).toEqual([]);
    expect(document.notifications).toContainEqual(expect.objectContaining({ translationId: 'notifications.welcome' }));
    // The optional parts are left out when the person has none.
    expect(document).not.toHaveProperty('supportTickets');
    expect(document).not.toHaveProperty('kyc');
  });

  it('holds none of the secrets kept about the person', async () => {
    const { buyer, secrets } = await userWithHistoryAndSecrets();

    const body = (await send(t, 'GET', PERSONAL_EXPORT_URL, buyer.token)).body;

    for (const [what, value] of Object.entries(secrets)) expect({ what, found: body.includes(value) }).toEqual({ what, found: false });
    expect(body).not.toMatch(/passwordHash|passwordSalt|pendingSecret|codeHash|keyHash|"token"/);
  });

  it('streams a history longer than one page of reads whole', async () => {
    const { buyer } = await userWithHistoryAndSecrets();
    const before = (await send(t, 'GET', PERSONAL_EXPORT_URL, buyer.token)).json().notifications.length;
    await t.db
      .insert(notifications)
      .values(Array.from({ length: 450 }, (_, index) => ({ userId: buyer.id, translationId: `notifications.bulk-${index}`, params: {} })));

    const document = (await send(t, 'GET', PERSONAL_EXPORT_URL, buyer.token)).json();

    // More than two pages of reads (EXPORT_PAGE_SIZE 200), each record once.
    expect(document.notifications).toHaveLength(before + 450);
    expect(new Set(document.notifications.map((each: { id: string }) => each.id)).size).toBe(before + 450);
  });

  it('refuses a visitor with 401', async () => {
    expect((await send(t, 'GET', PERSONAL_EXPORT_URL, null)).statusCode).toBe(401);
  });
});

describe(`GET ${TRANSACTIONS_CSV_URL}`, () => {
  it('streams the transactions as RFC 4180 CSV, formula-safe, settled then pending', async () => {
    const { buyer, seller, settled, pending } = await userWithHistoryAndSecrets();
    const [settledRow] = await t.db.select().from(transactions).where(eq(transactions.collectibleId, settled.collectibleId));

    const response = await send(t, 'GET', TRANSACTIONS_CSV_URL, buyer.token);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="marketplace-transactions-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = response.body.split('\r\n');
    expect(lines).toEqual([
      'id,time,status,kind,direction,amount_gem,fee_gem,counterparty_id,collectible_id,collectible_name,merchant_id',
      expect.stringMatching(
        new RegExp(`^${settledRow!.id},[^,]+,COMPLETE,PURCHASE,OUT,100\\.0,10\\.0,${seller.id},${settled.collectibleId},"'=HYPERLINK\\(""http://evil""\\)",`),
      ),
      expect.stringMatching(new RegExp(`,PENDING,PURCHASE,OUT,50\\.0,10\\.0,,${pending.collectibleId},"Opal, ""the pending one""",`)),
      '',
    ]);
  });

  it('refuses a visitor with 401', async () => {
    expect((await send(t, 'GET', TRANSACTIONS_CSV_URL, null)).statusCode).toBe(401);
  });
});

describe('rate limit', () => {
  it(`answers 429 after ${PERSONAL_EXPORTS_PER_HOUR} exports an hour from one address`, async () => {
    const user = await t.createUser();
    // The earlier tests of this file spent some of the hour already; the limit is reached all the same.
    const statuses: number[] = [];
    for (let index = 0; index <= PERSONAL_EXPORTS_PER_HOUR; index++) statuses.push((await send(t, 'GET', TRANSACTIONS_CSV_URL, user.token)).statusCode);
    expect(statuses).toContain(429);
    expect(statuses.at(-1)).toBe(429);
  });
});
