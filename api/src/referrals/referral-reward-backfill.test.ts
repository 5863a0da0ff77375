import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { DEFAULT_SHELL_ORIGIN } from '../defaults/default-origins.js';
import { settlePendingTransactions } from '../commerce/settlement.js';
import { transactions } from '../db/schema.js';
import { buyThroughApi, createListedCollectible, createWalletUser, setGemUsdPrice } from '../testing/commerce-fixtures.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';
import { REFERRAL_REWARD_KIND } from './referral-rewards.js';

/** Migration 0022's backfill: the statement that names the referred person on the rewards paid before it. */
const BACKFILL = readFileSync(path.resolve(import.meta.dirname, '../../drizzle/0022_referral_reward_referred_user.sql'), 'utf8')
  .split('--> statement-breakpoint')
  .find((statement) => statement.includes('UPDATE "transactions"'));

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp({ settleAfterMs: null, rateTickMs: null });
  await setGemUsdPrice(t.db, 0.05);
});

afterAll(() => t.close());

/** A reward as paid before migration 0022: linked to the purchase's mint, naming nobody. */
async function legacyReward(referrerId: string, mintId: string, createdAt: Date): Promise<string> {
  const [row] = await t.db
    .insert(transactions)
    .values({ kind: REFERRAL_REWARD_KIND, toUserId: referrerId, amountWei: '2', mintId, status: 'COMPLETE', createdAt, completedAt: createdAt })
    .returning({ id: transactions.id });
  return row!.id;
}

const referredOf = async (id: string) =>
  (await t.db.select({ referred: transactions.referredUserId }).from(transactions).where(eq(transactions.id, id)))[0]?.referred;

describe('migration 0022', () => {
  it('names the referred person, through the mint, on each reward paid before it; of a person paid twice, the earliest', async () => {
    expect(BACKFILL).toBeDefined();
    const referrer = await createWalletUser(t);
    const buyer = await createWalletUser(t, { balance: '500' });
    const { collectibleId } = await createListedCollectible(t.db, { price: '100.00' });
    const mintId = await buyThroughApi(t, buyer, collectibleId);
    await settlePendingTransactions(t.db, { shellOrigin: DEFAULT_SHELL_ORIGIN });
    const later = await legacyReward(referrer.id, mintId, new Date('2026-01-02T00:00:00Z'));
    const earliest = await legacyReward(referrer.id, mintId, new Date('2026-01-01T00:00:00Z'));

    await t.db.execute(sql.raw(BACKFILL!));

    expect(await referredOf(earliest)).toBe(buyer.id);
    // Left unnamed, so the guard of one reward per person holds over the rows already paid.
    expect(await referredOf(later)).toBeNull();
  });
});
