import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { MarketFigures, MarketSetFigures, MarketStats, MarketVolume, Rarity, StackStats } from '@marketplace/contracts/wire';
import { weiToGem } from '../ledger/gem-amounts.js';
import type { Database } from '../db/database.js';
import { collectibles, listings, transactions } from '../db/schema.js';
import { completedBetween, completedSalesOf } from './completed-sales.js';
import { answeredGemAmount } from './gem-amount.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const WEEK_MS = 7 * DAY_MS;

/**
 * Each query groups by set and, in the same pass, over the whole selection (`grouping sets`): the row
 * whose `total` is 1 is the market's (or the stack's) own figure, so owners are counted once per person,
 * not once per set they hold.
 */
const groupedBySet = sql`grouping sets ((${collectibles.setId}), ())`;
const isTotal = sql<number>`grouping(${collectibles.setId})::int`;

interface Scope {
  merchantId: string;
  setId?: string | undefined;
}

function collectiblesOf({ merchantId, setId }: Scope): SQL | undefined {
  return and(eq(collectibles.merchantId, merchantId), ...(setId === undefined ? [] : [eq(collectibles.setId, setId)]));
}

/** A sum of the sold amounts over `[from, to)` and how many sales, by the database's filter clause. */
function volumeBetween(from: Date, to: Date) {
  const within = sql`${transactions.completedAt} >= ${from} and ${transactions.completedAt} < ${to}`;
  return {
    wei: sql<string>`coalesce(sum(${transactions.amountWei}) filter (where ${within}), 0)::text`,
    sales: sql<number>`(count(*) filter (where ${within}))::int`,
  };
}

interface SetKey {
  /** Null on the row of the whole selection. */
  setId: string | null;
}

/** The three reads a market's figures need, each one grouped query; keyed by set, the selection's under null. */
async function readFigures(db: Database, scope: Scope, now: Date) {
  const key = (row: { setId: string; total: number }): string | null => (row.total === 1 ? null : row.setId);
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const weekAgo = new Date(now.getTime() - WEEK_MS);
  const [listed, held, sold] = await Promise.all([
    db
      .select({ setId: collectibles.setId, total: isTotal, listed: sql<number>`count(*)::int`, floorPrice: sql<string | null>`min(${listings.price})::text` })
      .from(listings)
      .innerJoin(collectibles, eq(collectibles.id, listings.collectibleId))
      .where(and(eq(listings.kind, 'MARKET'), eq(listings.status, 'ACTIVE'), eq(listings.merchantId, scope.merchantId), collectiblesOf(scope)))
      .groupBy(groupedBySet),
    db
      .select({
        setId: collectibles.setId,
        total: isTotal,
        owners: sql<number>`count(distinct ${collectibles.ownerId})::int`,
        // The copies of a set are alike, so any one's name, rarity and image stands for the set.
        name: sql<string>`min(${collectibles.name})`,
        rarity: sql<Rarity>`min(${collectibles.rarity})`,
        imageUrl: sql<string>`min(${collectibles.imageUrl})`,
      })
      .from(collectibles)
      .where(collectiblesOf(scope))
      .groupBy(groupedBySet),
    db
      .select({
        setId: collectibles.setId,
        total: isTotal,
        day: volumeBetween(dayAgo, now).wei,
        daySales: volumeBetween(dayAgo, now).sales,
        previousDay: volumeBetween(new Date(now.getTime() - 2 * DAY_MS), dayAgo).wei,
        week: volumeBetween(weekAgo, now).wei,
        weekSales: volumeBetween(weekAgo, now).sales,
        previousWeek: volumeBetween(new Date(now.getTime() - 2 * WEEK_MS), weekAgo).wei,
      })
      .from(transactions)
      .innerJoin(collectibles, eq(collectibles.id, transactions.collectibleId))
      .where(and(completedSalesOf(scope), completedBetween(new Date(now.getTime() - 2 * WEEK_MS), now)))
      .groupBy(groupedBySet),
  ]);
  return {
    listed: new Map(listed.map((row) => [key(row), row])),
    held: new Map(held.map((row) => [key(row), row])),
    sold: new Map(sold.map((row) => [key(row), row])),
  };
}

type Figures = Awaited<ReturnType<typeof readFigures>>;

/** Percent change, one decimal, computed on exact wei; null when there is nothing to compare with. */
export function changePercent(currentWei: bigint, previousWei: bigint): number | null {
  if (previousWei === 0n) return null;
  const permille = ((currentWei - previousWei) * 1000n) / previousWei;
  return Number(permille) / 10;
}

function volume(currentWei: string, sales: number, previousWei: string): MarketVolume {
  return {
    volume: weiToGem(BigInt(currentWei)),
    sales,
    previousVolume: weiToGem(BigInt(previousWei)),
    changePercent: changePercent(BigInt(currentWei), BigInt(previousWei)),
  };
}

function figuresOf(figures: Figures, key: SetKey['setId']): MarketFigures {
  const listed = figures.listed.get(key);
  const sold = figures.sold.get(key);
  return {
    floorPrice: listed?.floorPrice ? answeredGemAmount(listed.floorPrice) : null,
    listed: listed?.listed ?? 0,
    owners: figures.held.get(key)?.owners ?? 0,
    day: volume(sold?.day ?? '0', sold?.daySales ?? 0, sold?.previousDay ?? '0'),
    week: volume(sold?.week ?? '0', sold?.weekSales ?? 0, sold?.previousWeek ?? '0'),
  };
}

/**
 * A merchant market's figures (issue 23, "market stats"): floor, listed, owners and 24 h / 7 d volume
 * with their change, for the market and for each set listed now or sold in the last two weeks, by name.
 * Volumes are over the periods ending `now`.
 */
export async function marketStats(db: Database, merchantId: string, now: Date): Promise<MarketStats> {
  const figures = await readFigures(db, { merchantId }, now);
  const sets: MarketSetFigures[] = [];
  for (const [setId, held] of figures.held) {
    if (setId === null) continue;
    const row = { setId, name: held.name, rarity: held.rarity, imageUrl: held.imageUrl, ...figuresOf(figures, setId) };
    if (row.listed > 0 || figures.sold.has(setId)) sets.push(row);
  }
  sets.sort((a, b) => a.name.localeCompare(b.name, 'en') || a.setId.localeCompare(b.setId, 'en'));
  return { merchantId, asOf: now.toISOString(), figures: figuresOf(figures, null), sets };
}

/** One stack's figures (its page's strip); a set the merchant has no copy of answers zeros. */
export async function stackStats(db: Database, merchantId: string, setId: string, now: Date): Promise<StackStats> {
  const figures = await readFigures(db, { merchantId, setId }, now);
  return { merchantId, setId, asOf: now.toISOString(), figures: figuresOf(figures, null) };
}
