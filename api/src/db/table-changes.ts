import { entityKind, getTableName, is, Table } from 'drizzle-orm';
import { Cache, type MutationOption } from 'drizzle-orm/cache/core';
import type { Database } from './database.js';

export type TableChangeListener = () => void;

/**
 * Tells the API's in-memory caches which tables a statement changes. Drizzle hands every insert,
 * update and delete it runs to its cache's `onMutate`, whichever code runs it (a route, the rate ticker,
 * the seed, a test writing behind the API's back), so a cache that listens here never outlives a write
 * made through this database. It caches no query itself ('explicit', and no query asks for it).
 *
 * Never seen: a cascade inside the database (a cache declares the parent table too) and raw SQL run
 * through `db.execute` (the API writes none). On PostgreSQL also a write by another process (a second
 * server on the same database) and, because drizzle calls `onMutate` as the statement starts, a read on
 * another connection that runs before that statement commits; caches bound those by their time to live.
 */
export class TableChangeFeed extends Cache {
  static override readonly [entityKind]: string = 'TableChangeFeed';
  readonly #listeners = new Map<string, Set<TableChangeListener>>();

  /**
   * @param seesEveryWrite True for PGlite: its data folder belongs to this one process, and it runs one
   * statement (or transaction) at a time in the order asked, so a read asked after a write's `onMutate`
   * runs after that write.
   */
  constructor(readonly seesEveryWrite: boolean) {
    super();
  }

  override strategy(): 'explicit' {
    return 'explicit';
  }

  override async get(): Promise<undefined> {
    return undefined;
  }

  override async put(): Promise<void> {}

  override async onMutate({ tables = [] }: MutationOption): Promise<void> {
    const changed = new Set<TableChangeListener>();
    for (const table of [tables].flat()) {
      for (const listener of this.#listeners.get(nameOf(table)) ?? []) changed.add(listener);
    }
    for (const listener of changed) listener();
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
