import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.js';

/** What routes and the seed work against: the same query builder whether PGlite or pg sits below. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
