import type { Database } from '../db/database.js';

/** The transaction one part of the seed writes in (`seedOnce` in `seed-database.ts`). */
export type SeedTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];
