import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import os from 'node:os';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { Wallet } from 'ethers';
import pg from 'pg';
import { buildListingMessage, buildOfferMessage, PRODUCT, TERMS_OF_SERVICE_VERSION } from '@marketplace/contracts/wire';
import { createApiTransport, createMarketApi, createMintsApi, createOffersApi } from '@marketplace/contracts/http';
import { hashPassword } from '../src/auth/password-hash.ts';
import { balances, collectibles, transactions, users } from '../src/db/schema.ts';
import { SIGN_IN_ATTEMPTS } from '../src/idp/sign-in-limits.ts';
import { startApiCluster } from '../../scripts/api-cluster.mjs';

/**
 * `npm run bench:cluster` (issue 25): 200 simulated shoppers for 60 s — each signs in through the identity
 * page, then browses the market, buys (reserve + signed payment), lists what it owns and makes offers,
 * through the typed client (one Idempotency-Key per action, lost answers asked again) — against one API
 * instance and against three behind HAProxy, each on its own throwaway PostgreSQL. In the three-instance
 * run one instance is killed (SIGKILL) at 20 s and restarted at 35 s. Afterwards it waits for settlement and
 * checks: every shopper's balance equals its opening balance minus what the ledger says it paid plus what
 * it was paid; every traded item's owner is the payer (buyer) of its last completed transaction; every payment
 * the client saw succeed is in the ledger exactly once; and a password guessed at over all instances is
 * cut off at the per-account limit. Prints a table; exits non-zero when a check fails.
 * Bounded: BENCH_SHOPPERS (200), BENCH_SECONDS (60) and BENCH_INSTANCES ("1,3") tune it.
 */
const SHOPPERS = Number(process.env.BENCH_SHOPPERS || 200);
const DURATION_MS = Number(process.env.BENCH_SECONDS || 60) * 1000;
const PASSWORD = 'Bench-shopper-42!';
const OPENING_GEM = 10_000n;
const WEI = 10n ** 18n;
const MERCHANTS = ['diamond-dreams', 'elemental-raiders', 'aurum-atelier'];
/**
 * Each shopper connects from an address of its own on the loopback network (127.1.x.y), as shoppers come
 * from their own addresses: the per-address sign-in limit then counts each of them, not all 200 as one.
 * undici is the library Node's fetch is built from; its Agent is what lets a fetch choose its local address.
 */
const { Agent } = createRequire(import.meta.url)('undici');
const fromAddress = (address) => new Agent({ localAddress: address });
const shopperAddress = (index) => `127.1.${Math.floor(index / 250)}.${(index % 250) + 1}`;

function percentile(sorted, fraction) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] : 0;
}

/** Every HTTP exchange the shoppers make, timed, by what came back. */
function recorder() {
  const latencies = [];
  const outcomes = { ok: 0, refused: 0, errors: 0 };
  /** Refusals and errors by status and route, so a table full of 4xx says which. */
  const notOk = new Map();
  const count = (status, input, init) => {
    const route = `${init?.method ?? 'GET'} ${new URL(String(input)).pathname.replace(/[0-9a-f-]{36}/g, '{id}')}`;
    notOk.set(`${status} ${route}`, (notOk.get(`${status} ${route}`) ?? 0) + 1);
  };
  return {
    latencies,
    outcomes,
    notOk,
    fetch: async (input, init) => {
      const started = performance.now();
      try {
        const response = await fetch(input, init);
        latencies.push(performance.now() - started);
        if (response.status >= 500) outcomes.errors += 1;
        else if (response.status >= 400) outcomes.refused += 1;
        else outcomes.ok += 1;
        if (response.status >= 400) count(response.status, input, init);
        return response;
      } catch (error) {
        outcomes.errors += 1;
        count('network', input, init);
        throw error;
      }
    },
  };
}

/** The browser's sign-in: identity page, password form, code exchange. Answers the bearer token or the status that refused. */
async function signIn(origin, email, password, fetchImpl = fetch) {
  const start = await fetchImpl(`${origin}/oauth/authentications`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ authPath: 'login', redirect: '/' }),
  });
  if (!start.ok) return { status: start.status };
  const request = new URL((await start.json()).payload).searchParams.get('request') ?? '';
  const form = new URLSearchParams({ request, intent: 'login', email, password });
  const answer = await fetchImpl(`${origin}/idp/authorize/password`, { method: 'POST', body: form, redirect: 'manual' });
  if (answer.status !== 303) {
    await answer.arrayBuffer();
    return { status: answer.status };
  }
  const code = new URL(answer.headers.get('location') ?? '').searchParams.get('code');
  const session = await fetchImpl(`${origin}/oauth/token`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ code }) });
  return session.ok ? { status: 200, token: (await session.json()).payload.token } : { status: session.status };
}

async function createShoppers(db) {
  const { hash, salt } = await hashPassword(PASSWORD);
  const shoppers = Array.from({ length: SHOPPERS }, (_, index) => ({
    index,
    email: `bench-${index}-${randomUUID().slice(0, 6)}@marketplace.test`,
    wallet: Wallet.createRandom(),
  }));
  const rows = await db
    .insert(users)
    .values(
      shoppers.map(({ email, wallet }) => ({
        email,
        passwordHash: hash,
        passwordSalt: salt,
        emailVerified: true,
        walletAddress: wallet.address,
        acceptedTermsVersion: TERMS_OF_SERVICE_VERSION,
        identityProviders: { password: true, google: false, apple: false },
      })),
    )
    .returning({ id: users.id, email: users.email });
  const idOf = new Map(rows.map((row) => [row.email, row.id]));
  for (const shopper of shoppers) shopper.id = idOf.get(shopper.email);
  await db.insert(balances).values(shoppers.map(({ id }) => ({ userId: id, product: PRODUCT, amountWei: (OPENING_GEM * WEI).toString() })));
  return shoppers;
}

async function balanceSum(db) {
  const [row] = await db
    .select({ sum: sql`coalesce(sum(${balances.amountWei}), 0)::text` })
    .from(balances)
    .where(eq(balances.product, PRODUCT));
  return BigInt(row.sum);
}

/** One shopper's 60 s: sign in, then browse, buy, list and offer until the time is up. */
async function shop(shopper, { origin, deadline, market, confirmed, record }) {
  const dispatcher = fromAddress(shopperAddress(shopper.index));
  const send = (input, init = {}) => record.fetch(input, { ...init, dispatcher });
  const signedIn = await signIn(origin, shopper.email, PASSWORD, send);
  if (!signedIn.token) return;
  const transport = createApiTransport({
    // The explorer is a path of its own: the transport never sends the bearer token under it.
    baseUrls: { main: origin, identity: origin, kyc: origin, explorer: `${origin}/explorer` },
    getToken: () => signedIn.token,
    bus: { emit: () => {} },
    // The client's own error reports (`/api/log`, limited per address, and all shoppers share one here) stay out of the load.
    fetch: (input, init) => (String(input).endsWith('/api/log') ? Promise.resolve(new Response(null, { status: 204 })) : send(input, init)),
    logger: { warn: () => {}, error: () => {} },
  });
  const mints = createMintsApi(transport);
  const offers = createOffersApi(transport);
  const marketApi = createMarketApi(transport);
  const owned = [];
  const ignoreRefusal = (error) => {
    if (!(error?.status >= 400 && error.status < 500)) throw error;
  };
  while (Date.now() < deadline) {
    const roll = Math.random();
    try {
      if (roll < 0.45 || market.length === 0) {
        const merchant = MERCHANTS[Math.floor(Math.random() * MERCHANTS.length)];
        const answer = await send(`${origin}/api/merchants/${merchant}/market/listings?page=${1 + Math.floor(Math.random() * 3)}`);
        const body = await answer.json().catch(() => null);
        for (const listing of body?.payload?.records ?? []) if (market.length < 2000) market.push(listing);
      } else if (roll < 0.75) {
        const listing = market.splice(Math.floor(Math.random() * market.length), 1)[0];
        const mintId = randomUUID();
        const reserved = await mints.reserve(mintId, { collectibleId: listing.collectible.id });
        const signature = await shopper.wallet.signMessage(reserved.message);
        await mints.sign(mintId, { signature });
        confirmed.push({ mintId, buyerId: shopper.id, collectibleId: listing.collectible.id });
        owned.push(listing.collectible.id);
      } else if (roll < 0.85 && owned.length > 0) {
        const collectibleId = owned.shift();
        const price = String(50 + Math.floor(Math.random() * 50));
        const signature = await shopper.wallet.signMessage(buildListingMessage({ collectibleId, price, sellerAddress: shopper.wallet.address }));
        await marketApi.list({ collectibleId, price, signature });
      } else {
        const listing = market[Math.floor(Math.random() * market.length)];
        const price = '1';
        const signature = await shopper.wallet.signMessage(
          buildOfferMessage({ collectibleId: listing.collectible.id, price, bidderAddress: shopper.wallet.address }),
        );
        await offers.make(listing.collectible.id, { price, signature });
      }
    } catch (error) {
      ignoreRefusal(error);
    }
  }
}

/** Waits until settlement has completed every pending transaction (the worker runs on one instance). */
async function settled(db, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const [row] = await db.select({ pending: sql`count(*)::int` }).from(transactions).where(eq(transactions.status, 'PENDING'));
    if (row.pending === 0) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

async function reconcile(db, shoppers, confirmed) {
  const ids = shoppers.map(({ id }) => id);
  const rows = await db
    .select({ from: transactions.fromUserId, to: transactions.toUserId, amount: transactions.amountWei, fee: transactions.feeWei, status: transactions.status })
    .from(transactions)
    .where(sql`${transactions.fromUserId} in ${ids} or ${transactions.toUserId} in ${ids}`);
  const expected = new Map(ids.map((id) => [id, OPENING_GEM * WEI]));
  for (const row of rows) {
    if (expected.has(row.from)) expected.set(row.from, expected.get(row.from) - BigInt(row.amount) - BigInt(row.fee));
    if (expected.has(row.to) && row.status === 'COMPLETE') expected.set(row.to, expected.get(row.to) + BigInt(row.amount));
  }
  const actual = await db
    .select({ id: balances.userId, wei: balances.amountWei })
    .from(balances)
    .where(and(inArray(balances.userId, ids), eq(balances.product, PRODUCT)));
  const balanceMismatches = actual.filter(({ id, wei }) => BigInt(wei) !== expected.get(id)).length;

  // Each traded item belongs to the buyer of its last completed transaction (the ledger's payer: money goes from buyer to seller).
  const owners = await db.execute(sql`
    select c.id from ${collectibles} c join lateral (
      select t.from_user_id as buyer from ${transactions} t where t.collectible_id = c.id and t.status = 'COMPLETE' order by t.completed_at desc limit 1
    ) last on true
    where c.id in (select collectible_id from ${transactions} where from_user_id in ${ids} or to_user_id in ${ids})
      and c.owner_id is distinct from last.buyer`);
  const ownerMismatches = owners.rows.length;

  const byMint = new Map();
  if (confirmed.length) {
    const mintRows = await db
      .select({ mintId: transactions.mintId, count: sql`count(*)::int` })
      .from(transactions)
      .where(
        inArray(
          transactions.mintId,
          confirmed.map(({ mintId }) => mintId),
        ),
      )
      .groupBy(transactions.mintId);
    for (const { mintId, count } of mintRows) byMint.set(mintId, count);
  }
  const lost = confirmed.filter(({ mintId }) => !byMint.has(mintId)).length;
  const doubled = confirmed.filter(({ mintId }) => (byMint.get(mintId) ?? 0) > 1).length;
  return { balanceMismatches, ownerMismatches, lost, doubled };
}

/** Wrong passwords at one fresh account, each to the next instance in turn: how many are judged before 429. */
async function guessesBeforeCutOff(db, origins) {
  const email = `bench-guess-${randomUUID().slice(0, 8)}@marketplace.test`;
  const { hash, salt } = await hashPassword(PASSWORD);
  await db.insert(users).values({ email, passwordHash: hash, passwordSalt: salt, identityProviders: { password: true, google: false, apple: false } });
  // An address of its own, so the shoppers' sign-ins spent nothing of its per-address budget.
  const dispatcher = fromAddress('127.2.0.1');
  const send = (input, init = {}) => fetch(input, { ...init, dispatcher });
  for (let guess = 0; guess < SIGN_IN_ATTEMPTS.perAccount.maxFailures * 3; guess += 1) {
    const { status } = await signIn(origins[guess % origins.length], email, 'wrong-guess-123', send);
    if (status === 429) return guess;
  }
  return Number.POSITIVE_INFINITY;
}

async function runAgainst(count) {
  console.log(`\n— ${count} instance${count === 1 ? '' : 's'}: starting PostgreSQL, the API and HAProxy…`);
  const cluster = await startApiCluster({ count });
  const pool = new pg.Pool({ connectionString: cluster.databaseUrl, max: 4 });
  const db = drizzle({ client: pool });
  try {
    const shoppers = await createShoppers(db);
    const sumBefore = await balanceSum(db);
    const record = recorder();
    const market = [];
    const confirmed = [];
    const started = Date.now();
    const deadline = started + DURATION_MS;
    const faults = [];
    const faultTimes = {};
    if (count > 1) {
      faults.push(
        new Promise((resolve) => setTimeout(resolve, Math.min(20_000, DURATION_MS / 3))).then(() => {
          faultTimes.killed = Math.round((Date.now() - started) / 1000);
          console.log(`  ${faultTimes.killed} s: killing instance 2 (SIGKILL)`);
          return cluster.kill(1);
        }),
        new Promise((resolve) => setTimeout(resolve, Math.min(35_000, (DURATION_MS * 7) / 12))).then(async () => {
          console.log(`  ${((Date.now() - started) / 1000).toFixed(0)} s: restarting instance 2`);
          await cluster.restart(1).then(
            () => {
              faultTimes.back = Math.round((Date.now() - started) / 1000);
              console.log(`  ${faultTimes.back} s: instance 2 is back`);
            },
            (error) => console.error(`  instance 2 did not come back: ${error.message}`),
          );
        }),
      );
    }
    console.log(`  ${SHOPPERS} shoppers for ${DURATION_MS / 1000} s through ${cluster.balancerOrigin}…`);
    await Promise.all(shoppers.map((shopper) => shop(shopper, { origin: cluster.balancerOrigin, deadline, market, confirmed, record }).catch(() => {})));
    const seconds = (Date.now() - started) / 1000;
    await Promise.all(faults);
    const allSettled = await settled(db);
    const sumAfter = await balanceSum(db);
    const checks = await reconcile(db, shoppers, confirmed);
    const cutOff = await guessesBeforeCutOff(db, cluster.instanceOrigins);
    const sorted = [...record.latencies].sort((a, b) => a - b);
    // What left the shoppers' balances without reaching another's: the fees, and store prices paid to merchants.
    const [feeRow] = await db
      .select({ fees: sql`coalesce(sum(${transactions.feeWei}), 0)::text` })
      .from(transactions)
      .where(
        inArray(
          transactions.fromUserId,
          shoppers.map(({ id }) => id),
        ),
      );
    const commonest = [...record.notOk].sort((a, b) => b[1] - a[1]).slice(0, 6);
    console.log(`  not OK, commonest first: ${commonest.map(([what, times]) => `${what} ×${times}`).join('; ') || 'none'}`);
    return {
      instances: count,
      faultTimes,
      requests: sorted.length,
      throughput: sorted.length / seconds,
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
      ...record.outcomes,
      purchases: confirmed.length,
      sumBefore,
      sumAfter,
      feesTaken: BigInt(feeRow.fees),
      allSettled,
      ...checks,
      cutOff,
    };
  } finally {
    await pool.end();
    await cluster.stop();
  }
}

const gem = (wei) => `${(wei / WEI).toLocaleString('en')}.${String((wei % WEI) / 10n ** 16n).padStart(2, '0')}`;
const results = [];
// BENCH_INSTANCES="3" runs the three-instance half alone (a quick check of the script itself).
for (const count of (process.env.BENCH_INSTANCES || '1,3').split(',').map(Number)) results.push(await runAgainst(count));

const [load1, load5] = os.loadavg();
console.log(
  `\nMachine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB; load average ${load1.toFixed(2)} / ${load5.toFixed(2)} (1 / 5 min) at the end`,
);
console.log(
  "| API instances | requests | req/s | p50 ms | p99 ms | errors (5xx, network) | refusals (4xx) | payments confirmed | lost / doubled | balances ≠ ledger | owners ≠ ledger | balances' sum before → after (GEM) | fees the shoppers paid (GEM) | wrong passwords before 429 |",
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
let failed = false;
for (const r of results) {
  console.log(
    `| ${r.instances}${r.faultTimes.killed ? ` (one killed at ${r.faultTimes.killed} s, serving again at ${r.faultTimes.back ?? '—'} s)` : ''} | ${r.requests} | ${r.throughput.toFixed(0)} | ${r.p50.toFixed(0)} | ${r.p99.toFixed(0)} | ${r.errors} | ${r.refused} | ${r.purchases} | ${r.lost} / ${r.doubled} | ${r.balanceMismatches} | ${r.ownerMismatches} | ${gem(r.sumBefore)} → ${gem(r.sumAfter)} | ${gem(r.feesTaken)} | ${r.cutOff} |`,
  );
  if (r.lost || r.doubled || r.balanceMismatches || r.ownerMismatches || !r.allSettled || r.cutOff !== SIGN_IN_ATTEMPTS.perAccount.maxFailures) failed = true;
}
if (failed) {
  console.error('\nA check failed: see the table.');
  process.exitCode = 1;
}
