import { DEFAULT_SHELL_ORIGIN } from '../defaults/default-origins.js';
import { eq } from 'drizzle-orm';
import { settlePendingTransactions } from '../commerce/settlement.js';
import { gemToWei } from '../ledger/gem-amounts.js';
import { transactions } from '../db/schema.js';
import { balanceWeiOfUser } from '../ledger/balances.js';
import { createWalletUser } from '../testing/commerce-fixtures.js';
import { send } from '../testing/send-request.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';
import type { WorkerTimers } from '../workers/repeating-round.js';
import { startWalletMoveWorker } from './wallet-move-confirmation.js';

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp();
});

afterAll(() => t.close());

function manualTimers() {
  const scheduled: Array<() => void> = [];
  const timers: WorkerTimers = {
    setTimeout: (callback) => {
      scheduled.push(callback);
      return {};
    },
    clearTimeout: () => {},
  };
  return { timers, fireNext: () => scheduled.shift()?.() };
}

const statusOfDepositTo = async (userId: string) => (await t.db.select().from(transactions).where(eq(transactions.toUserId, userId)))[0]?.status;

describe('startWalletMoveWorker', () => {
  it('confirms a deposit on the first round after its clock passes the confirmation time, not before', async () => {
    const person = await createWalletUser(t);
    await send(t, 'POST', '/api/users/self/wallet/deposits', person.token, { amount: '8' });
    let now = Date.now();
    const { timers, fireNext } = manualTimers();
    const worker = startWalletMoveWorker({
      db: t.db,
      delays: { depositConfirmAfterMs: 60_000, transferConfirmAfterMs: 60_000 },
      everyMs: 500,
      log: { error: () => {} },
      clock: () => new Date(now),
      timers,
    });

    fireNext();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await statusOfDepositTo(person.id)).toBe('PENDING');

    now += 61_000;
    fireNext();
    await worker.stop();

    expect(await statusOfDepositTo(person.id)).toBe('COMPLETE');
    expect(await balanceWeiOfUser(t.db, person.id)).toBe(gemToWei('8'));
  });

  it('logs a failed round rather than letting it escape the timer', async () => {
    const { timers, fireNext } = manualTimers();
    const errors: unknown[] = [];
    const broken: TestApp['db'] = Object.create(t.db, {
      select: {
        value: () => {
          throw new Error('database gone');
        },
      },
    });
    const worker = startWalletMoveWorker({
      db: broken,
      delays: { depositConfirmAfterMs: 0, transferConfirmAfterMs: 0 },
      everyMs: 500,
      log: { error: (entry: unknown) => errors.push(entry) },
      timers,
    });

    fireNext();
    await worker.stop();

    expect(errors).toHaveLength(1);
  });
});

describe('the settlement of sales', () => {
  it('leaves deposits and sends to their own confirmation', async () => {
    const person = await createWalletUser(t);
    await send(t, 'POST', '/api/users/self/wallet/deposits', person.token, { amount: '3' });

    await settlePendingTransactions(t.db, { shellOrigin: DEFAULT_SHELL_ORIGIN, now: new Date(Date.now() + 3_600_000) });

    expect(await statusOfDepositTo(person.id)).toBe('PENDING');
    expect(await balanceWeiOfUser(t.db, person.id)).toBe(0n);
  });
});
