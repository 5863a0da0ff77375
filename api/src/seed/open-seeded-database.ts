import { type DatabaseLocation, type OpenDatabase, openDatabase } from '../db/open-database.js';
import { type SeedOptions, seedIfEmpty } from './seed-database.js';

/**
 * How the server and the tests start: the database opened and migrated (`db/open-database.ts`), then
 * seeded when it holds no data yet. The seed sits above the domain it writes through, so the caller
 * seeds, never the database layer.
 */
export async function openSeededDatabase(location: DatabaseLocation, seed: SeedOptions = {}): Promise<OpenDatabase> {
  const opened = await openDatabase(location);
  try {
    await seedIfEmpty(opened.db, seed);
  } catch (error) {
    await opened.close();
    throw error;
  }
  return opened;
}
