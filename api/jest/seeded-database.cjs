const { execFileSync } = require('node:child_process');
const path = require('node:path');

const tsxCli = require.resolve('tsx/cli');
const cli = path.join(__dirname, '..', 'src', 'testing', 'seeded-start-cli.ts');
const run = (...args) =>
  execFileSync(process.execPath, [tsxCli, cli, ...args], { cwd: path.join(__dirname, '..'), encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });

/**
 * Jest global setup and teardown of the API project: one migrated, seeded database for the whole run,
 * which each test file's database is a copy of (src/testing/seeded-test-database.ts). Made in a child
 * process, as the API runs, because PGlite and several of its packages need real ES modules. The workers
 * Jest starts afterwards inherit where it is through the environment.
 */
async function setup() {
  const start = JSON.parse(run('prepare').trim().split('\n').pop());
  Object.assign(process.env, start);
  process.env.API_TEST_SEEDED_START = JSON.stringify(start);
}

async function teardown() {
  if (process.env.API_TEST_SEEDED_START) run('remove', process.env.API_TEST_SEEDED_START);
}

module.exports = { setup, teardown };
