import { entityKind, getTableName, is, Table } from 'drizzle-orm';
import { Cache, type MutationOption } from 'drizzle-orm/cache/core';
import type pg from 'pg';
import type { Database } from './database.js';

export type TableChangeListener = () => void;
export type CoherenceListener = (coherent: boolean) => void;

/** The channel migration 0019's triggers tell each changed table's name on, when the write commits. */
export const TABLE_CHANGES_CHANNEL = 'table_changes';
/** How the listening connection names itself in `pg_stat_activity`. */
export const TABLE_CHANGES_APPLICATION = 'marketplace-table-changes';
/** The longest wait before the listener tries its server again (it starts at a tenth of a second). */
const MAX_RECONNECT_DELAY_MS = 2000;

/**
 * Tells the API's in-memory caches which tables a statement changes. Drizzle hands every insert,
 * update and delete it runs to its cache's `onMutate`, whichever code runs it (a route, the rate ticker,
 * the seed, a test writing behind the API's back), so a cache that listens here never outlives a write
 * made through this database. It caches no query itself ('explicit', and no query asks for it).
 *
 * Never seen that way: a cascade inside the database (a cache declares the parent table too) and raw SQL
 * run through `db.execute` (the API writes none). On PostgreSQL several instances share the database, so
 * the feed also listens (`listen`) on the `table_changes` channel, which migration 0019's triggers tell
 * every changed table when its transaction commits — writes by any instance, cascades included — and a
 * cache elsewhere forgets within milliseconds. While that connection is down the feed is not `coherent`
 * and caches keep nothing; when it is back every listener is told, for what it may have missed.
 */
export class TableChangeFeed extends Cache {
  static override readonly [entityKind]: string = 'TableChangeFeed';
  readonly #listeners = new Map<string, Set<TableChangeListener>>();
  readonly #coherenceListeners = new Set<CoherenceListener>();
  #coherent: boolean;
  #stopListening: (() => Promise<void>) | null = null;

  /**
   * @param seesEveryWrite True for PGlite: its data folder belongs to this one process, and it runs one
   * statement (or transaction) at a time in the order asked, so a read asked after a write's `onMutate`
   * runs after that write.
   * @param coherent Whether writes elsewhere are heard from the start: PGlite, where there is no
   * elsewhere, yes; PostgreSQL not until `listen` is up (a unit test may say it is).
   */
  constructor(
    readonly seesEveryWrite: boolean,
    { coherent = seesEveryWrite }: { coherent?: boolean } = {},
  ) {
    super();
    this.#coherent = coherent;
  }

  /** Whether a write by any instance reaches this feed: caches keep answers only while it does. */
  get coherent(): boolean {
    return this.#coherent;
  }

  /** Calls `listener` whenever `coherent` changes; answers the function that stops it. */
  onCoherenceChange(listener: CoherenceListener): () => void {
    this.#coherenceListeners.add(listener);
    return () => this.#coherenceListeners.delete(listener);
  }

  /**
   * Listens on the `table_changes` channel over a connection of its own (`connect` makes one), reconnecting
   * whenever it is lost; answers once the first attempt ended, listening or not. `log` hears the losses.
   */
  async listen(connect: () => pg.Client, log: (message: string, error?: unknown) => void): Promise<void> {
    let stopped = false;
    let client: pg.Client | null = null;
    let retry: NodeJS.Timeout | undefined;
    let delayMs = 100;

    const lost = (error?: unknown) => {
      if (stopped || !client) return;
      client.removeAllListeners();
      client.on('error', () => {});
      void client.end().catch(() => {});
      client = null;
      log('table change notifications lost: caching stops until they are back', error);
      this.#setCoherent(false);
      schedule();
    };
    const schedule = () => {
      retry = setTimeout(() => void attempt(), delayMs);
      retry.unref();
      delayMs = Math.min(delayMs * 2, MAX_RECONNECT_DELAY_MS);
    };
    const attempt = async () => {
      const candidate = connect();
      candidate.on('error', (error) => lost(error));
      candidate.on('end', () => lost());
      candidate.on('notification', ({ channel, payload }) => {
        if (channel === TABLE_CHANGES_CHANNEL && payload) this.#tell(this.#listeners.get(payload) ?? []);
      });
      try {
        await candidate.connect();
        await candidate.query(`LISTEN ${TABLE_CHANGES_CHANNEL}`);
      } catch (error) {
        candidate.removeAllListeners();
        candidate.on('error', () => {});
        void candidate.end().catch(() => {});
        if (!stopped) {
          log('table change notifications unavailable: caching waits for them', error);
          schedule();
        }
        return;
      }
      if (stopped) {
        await candidate.end().catch(() => {});
        return;
      }
      client = candidate;
      delayMs = 100;
      this.#setCoherent(true);
    };

    this.#stopListening = async () => {
      stopped = true;
      clearTimeout(retry);
      const closing = client;
      client = null;
      this.#setCoherent(false);
      closing?.removeAllListeners();
      closing?.on('error', () => {});
      await closing?.end().catch(() => {});
    };
    await attempt();
  }

  /** Stops listening (the database closing). */
  async close(): Promise<void> {
    await this.#stopListening?.();
  }

  #setCoherent(coherent: boolean): void {
    if (this.#coherent === coherent) return;
    this.#coherent = coherent;
    // Either way every kept answer is suspect: written while nobody heard, or about to go unheard.
    this.#tell([...this.#listeners.values()].flatMap((listeners) => [...listeners]));
    for (const listener of this.#coherenceListeners) listener(coherent);
  }

  #tell(listeners: Iterable<TableChangeListener>): void {
    for (const listener of new Set(listeners)) listener();
  }

  override strategy(): 'explicit' {
    return 'explicit';
  }

  override async get(): Promise<undefined> {
    return undefined;
  }

  override async put(): Promise<void> {}

  override async onMutate({ tables = [] }: MutationOption): Promise<void> {
    this.#tell([tables].flat().flatMap((table) => [...(this.#listeners.get(nameOf(table)) ?? [])]));
  }

  /** Calls `listener` after each statement that changes one of `tables`; answers the function that stops it. */
  subscribe(tables: readonly Table[], listener: TableChangeListener): () => void {
    const names = tables.map((table) => getTableName(table));
    for (const name of names) {
      const listeners = this.#listeners.get(name) ?? new Set();
      listeners.add(listener);
      this.#listeners.set(name, listeners);
    }
    return () => {
      for (const name of names) this.#listeners.get(name)?.delete(listener);
    };
  }
}

function nameOf(table: Table | string): string {
  return is(table, Table) ? getTableName(table) : table;
}

/** The feed of a database opened by `openDatabase`; null for one built elsewhere, which reports no writes. */
export function tableChangesOf(db: Database): TableChangeFeed | null {
  const cache: unknown = db.$cache;
  return cache instanceof TableChangeFeed ? cache : null;
}
