import { and, eq } from 'drizzle-orm';
import { WALLET_MOVE_REFUSALS } from '@marketplace/contracts/wire';
import { gemToWei } from '../ledger/gem-amounts.js';
import { notifications, transactions } from '../db/schema.js';
import { balanceWeiOfUser } from '../ledger/balances.js';
import { createWalletUser } from '../testing/commerce-fixtures.js';
import { send } from '../testing/send-request.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';
import { confirmWalletMoves } from '../wallet-moves/wallet-move-confirmation.js';
import { DEFAULT_WALLET_MOVE_SETTINGS } from '../wallet-moves/wallet-move-settings.js';

const walletMoves = { ...DEFAULT_WALLET_MOVE_SETTINGS, depositDailyCapWei: gemToWei('100'), depositConfirmAfterMs: 3000 };
const delays = { depositConfirmAfterMs: 3000, transferConfirmAfterMs: 2000 };
const secondsFromNow = (seconds: number) => new Date(Date.now() + seconds * 1000);

let t: TestApp;
let production: TestApp;

beforeAll(async () => {
  t = await openTestApp({ walletMoves });
  // As a production configuration starts it: the development switch unset, so off.
  production = await openTestApp({ walletMoves, identityProviders: { localStandIns: false } });
});

afterAll(async () => {
  await t.close();
  await production.close();
});

const deposit = (app: TestApp, token: string, amount: string) => send(app, 'POST', '/api/users/self/wallet/deposits', token, { amount });
const summaryOf = async (app: TestApp, token: string) => (await send(app, 'GET', '/api/users/self/wallet/deposits', token)).json().payload;

describe('the deposit stand-in (IDP_LOCAL_STANDINS=on)', () => {
  it('records the amount the person chose as a pending DEPOSIT in the ledger, without crediting it yet', async () => {
    const person = await createWalletUser(t);

    const response = await deposit(t, person.token, '25.50');

    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toMatchObject({ amount: '25.5', status: 'PENDING', completedAt: null });
    const [row] = await t.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.kind, 'DEPOSIT'), eq(transactions.toUserId, person.id)));
    expect(row).toMatchObject({ fromUserId: null, amountWei: gemToWei('25.5').toString(), feeWei: '0', status: 'PENDING' });
    expect(await balanceWeiOfUser(t.db, person.id)).toBe(0n);
    const pending = await send(t, 'GET', '/api/users/self/transactions/pending', person.token);
    expect(pending.json().payload.records).toEqual([
      expect.objectContaining({ kind: 'DEPOSIT', amount: '25.5', fee: '0.0', toGEMId: person.id, fromGEMId: null }),
    ]);
  });

  it('stays pending until the clock passes its confirmation time, then credits the balance and notifies once', async () => {
    const person = await createWalletUser(t, { balance: '1' });
    await deposit(t, person.token, '10');

    expect(await confirmWalletMoves(t.db, { ...delays, now: secondsFromNow(2) })).toBe(0);
    expect(await balanceWeiOfUser(t.db, person.id)).toBe(gemToWei('1'));

    await confirmWalletMoves(t.db, { ...delays, now: secondsFromNow(4) });
    await confirmWalletMoves(t.db, { ...delays, now: secondsFromNow(5) });

    expect(await balanceWeiOfUser(t.db, person.id)).toBe(gemToWei('11'));
    const summary = await summaryOf(t, person.token);
    expect(summary.records).toEqual([expect.objectContaining({ amount: '10.0', status: 'COMPLETE', completedAt: expect.any(String) })]);
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, person.id));
    expect(told.map(({ translationId, params }) => ({ translationId, params }))).toEqual([{ translationId: 'deposit.confirmed', params: { amount: '10.0' } }]);
    const completed = await send(t, 'GET', '/api/users/self/transactions', person.token);
    expect(completed.json().payload.records[0]).toMatchObject({ kind: 'DEPOSIT', amount: '10.0' });
  });

  it('caps what one person adds in 24 hours, and says how much is left', async () => {
    const person = await createWalletUser(t);
    expect(await summaryOf(t, person.token)).toMatchObject({ standIn: true, dailyCap: '100.0', remainingToday: '100.0', records: [] });

    expect((await deposit(t, person.token, '60')).statusCode).toBe(200);
    const over = await deposit(t, person.token, '40.01');

    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(`${WALLET_MOVE_REFUSALS.dailyCapReached}: 40.0 GEM left of 100.0 GEM`);
    expect((await deposit(t, person.token, '40')).statusCode).toBe(200);
    expect(await summaryOf(t, person.token)).toMatchObject({ remainingToday: '0.0' });
    expect((await deposit(t, person.token, '0.01')).statusCode).toBe(409);
  });

  it('counts a deposit made more than 24 hours ago no more', async () => {
    const person = await createWalletUser(t);
    await deposit(t, person.token, '100');
    await t.db
      .update(transactions)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60_000) })
      .where(eq(transactions.toUserId, person.id));

    expect((await deposit(t, person.token, '100')).statusCode).toBe(200);
  });

  it('judges two deposits sent at once one after the other, so both cannot pass the cap', async () => {
    const person = await createWalletUser(t);

    const answers = await Promise.all([deposit(t, person.token, '70'), deposit(t, person.token, '70')]);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it('refuses an amount that is not a positive GEM amount of two decimals at most', async () => {
    const person = await createWalletUser(t);
    for (const amount of ['0', '-5', '1.005', 'ten']) {
      const response = await deposit(t, person.token, amount);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^body\.amount/);
    }
  });

  it('needs a wallet to deposit to, and a sign-in', async () => {
    const walletless = await t.createUser();

    const refused = await deposit(t, walletless.token, '5');

    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(WALLET_MOVE_REFUSALS.noWallet);
    expect((await send(t, 'POST', '/api/users/self/wallet/deposits', null, { amount: '5' })).statusCode).toBe(401);
    expect((await send(t, 'GET', '/api/users/self/wallet/deposits', null)).statusCode).toBe(401);
  });
});

describe('deposits without the development switch (a production configuration)', () => {
  it('refuses the stand-in with 403 and credits nothing', async () => {
    const person = await createWalletUser(production);

    const refused = await deposit(production, person.token, '5');

    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(WALLET_MOVE_REFUSALS.depositsOff);
    expect(await production.db.select().from(transactions).where(eq(transactions.toUserId, person.id))).toEqual([]);
  });

  it('answers the summary as data: no stand-in, no cap', async () => {
    const person = await createWalletUser(production);

    expect(await summaryOf(production, person.token)).toEqual({ standIn: false, dailyCap: null, remainingToday: null, records: [] });
  });
});
