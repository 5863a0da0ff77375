import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { mints } from '../db/schema.js';
import { createListedCollectible, createWalletUser, setGemUsdPrice } from '../testing/commerce-fixtures.js';
import { send } from '../testing/send-request.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp();
  // 1 USD per GEM: the 5 % fee of 18 GEM (0.90) is above the 0.50 USD floor, so each hold is 18.90 GEM.
  await setGemUsdPrice(t.db, 1);
});

afterAll(() => t.close());

const PRICE = '18.00';
const HOLD_GEM = 18.9;

async function listings(count: number): Promise<string[]> {
  return Promise.all(Array.from({ length: count }, async () => (await createListedCollectible(t.db, { price: PRICE })).collectibleId));
}

const reserve = (token: string, collectibleId: string, mintId = randomUUID()) =>
  send(t, 'POST', `/api/users/self/mints/${mintId}/purchases`, token, { collectibleId });

describe('finding 9: purchase holds never add up to more than the balance', () => {
  it('one reservation after another: the hold that would exceed the balance is refused with 409 Insufficient balance', async () => {
    const buyer = await createWalletUser(t, { balance: '41' });
    const items = await listings(5);

    const answers = [];
    for (const item of items) answers.push(await reserve(buyer.token, item));

    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 409, 409, 409]);
    expect(answers[2]!.json()).toEqual({ status: 409, message: 'Insufficient balance', payload: null });
  });

  it('20 concurrent reservations on a 41 GEM balance hold at most 41 GEM', async () => {
    const buyer = await createWalletUser(t, { balance: '41' });
    const items = await listings(20);

    const answers = await Promise.all(items.map((item) => reserve(buyer.token, item)));

    const held = answers.filter((answer) => answer.statusCode === 200);
    expect(held).toHaveLength(Math.floor(41 / HOLD_GEM));
    expect(answers.filter((answer) => answer.statusCode !== 200).every((answer) => answer.statusCode === 409)).toBe(true);
  });

  it('an expired hold releases its GEM for the next reservation, and a cancelled one too', async () => {
    const buyer = await createWalletUser(t, { balance: '20' });
    const [first, second, third] = await listings(3);
    const firstMint = randomUUID();
    expect((await reserve(buyer.token, first!, firstMint)).statusCode).toBe(200);
    expect((await reserve(buyer.token, second!)).statusCode).toBe(409);

    await t.db
      .update(mints)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(mints.id, firstMint));
    const secondMint = randomUUID();
    expect((await reserve(buyer.token, second!, secondMint)).statusCode).toBe(200);

    expect((await send(t, 'DELETE', `/api/users/self/mints/${secondMint}`, buyer.token)).statusCode).toBe(200);
    expect((await reserve(buyer.token, third!)).statusCode).toBe(200);
  });
});
