import { openSeededDatabase } from '../seed/open-seeded-database.js';

/** A second API process, for the data-folder lock test: opens the folder of argv[2], says so, and holds it until killed. */
const database = await openSeededDatabase({ kind: 'pglite', dataDir: process.argv[2]! });
process.stdout.write('holding\n');
process.once('SIGTERM', () => {
  void database.close().then(() => process.exit(0));
});
setInterval(() => undefined, 60_000);
