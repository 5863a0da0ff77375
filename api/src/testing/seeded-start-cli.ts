import { prepareSeededStart, removeSeededStart } from './seeded-test-database.js';

/**
 * For the Jest global setup and teardown (api/jest/seeded-database.cjs), which run outside Jest's module
 * sandbox: `prepare` prints the seeded start as one JSON line; `remove <json>` removes it.
 */
const [command, start] = process.argv.slice(2);
if (command === 'prepare') console.log(JSON.stringify(await prepareSeededStart()));
else if (command === 'remove' && start) await removeSeededStart(JSON.parse(start));
else throw new Error('Usage: seeded-start-cli.ts prepare | remove <json>');
