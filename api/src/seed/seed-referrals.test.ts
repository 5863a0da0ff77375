import { eq } from 'drizzle-orm';
import { users } from '../db/schema.js';
import { SEED_REFERRER_USER } from './seed-accounts.js';
import { send } from '../testing/send-request.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp();
});

afterAll(() => t.close());

describe('the seeded referrer', () => {
  it('has three referred people and a reward for each of the two who bought, with the rewards in their balance', async () => {
    const [referrer] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, SEED_REFERRER_USER.email));
    const token = await t.tokenFor(referrer!.id);

    const referred = (await send(t, 'GET', '/api/users/self/referrals/users', token)).json().payload;
    const rewards = (await send(t, 'GET', '/api/users/self/referrals/transactions', token)).json().payload;
    const balance = (await send(t, 'GET', '/api/users/self/balance', token)).json().payload;

    expect(referred.records.map((person: { displayName: string }) => person.displayName)).toEqual(['Inès Duarte', 'Milo Park', 'Nova Quinn']);
    expect(rewards.records.map((reward: { referredUser: { displayName: string } }) => reward.referredUser.displayName)).toEqual(['Milo Park', 'Nova Quinn']);
    const rewarded = rewards.records.reduce((sum: number, reward: { amount: string }) => sum + Number(reward.amount), 0);
    expect(rewarded).toBeGreaterThan(0);
    expect(balance.GEM).toBeCloseTo(rewarded, 10);
  });
});
