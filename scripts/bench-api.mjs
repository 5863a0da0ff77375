import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { freePort, stopApi } from './api-process.mjs';
import { HOST } from './apps.mjs';
import { signInDemo } from './sign-in-demo.mjs';
import { startApi } from './start-api.mjs';

/**
 * `npm run bench:api`: throughput and latency (p50, p99) of the API's hot reads, the calls every page view
 * or poll makes, on the embedded PGlite and — when `DATABASE_URL` names a PostgreSQL server — on that
 * server too. For each database it starts its own API on a free port of 127.0.0.1, signs the demo user in
 * through the real OAuth flow, loads each route with autocannon (a warm-up first, not counted), prints one
 * table, and stops the server and removes its data folder again, whatever happens.
 * The PostgreSQL run seeds an empty database and records a device for the demo user: point it at a
 * throwaway server (`bash scripts/start-test-postgres.sh` prints one's URL).
 * `--duration <s>`, `--warmup <s>` and `--connections <n>` change the load (default: 10 s, 2 s, 50).
 * `--reads <set>[,<set>…]` picks what is measured (default `hot`): each set is a file of
 * `scripts/bench-reads/` whose default export lists its reads, each a path, or `{ label, paths }` for a read
 * measured over several paths in turn, handed out across the connections (so a cache keyed by the path does
 * not answer every request, nor one load answer every connection at once); a long list is probed on 50 paths.
 */
const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '50' },
    reads: { type: 'string', default: 'hot' },
  },
});
const duration = wholeNumber(options.duration, '--duration', 1);
const warmup = wholeNumber(options.warmup, '--warmup', 0);
const connections = wholeNumber(options.connections, '--connections', 1);

const TARGETS = await readSets(options.reads);

// DATABASE_URL is passed to the API only for its own run, so the PGlite run never touches that server.
const DATABASES = [
  { name: 'PGlite', env: { DATABASE_URL: '' } },
  ...(process.env.DATABASE_URL ? [{ name: 'PostgreSQL', env: { DATABASE_URL: process.env.DATABASE_URL } }] : []),
];

let api;
let dataDir;
async function cleanUp() {
  await stopApi(api);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
// Ctrl-C mid-run still stops the server and removes its data.
process.once('SIGINT', () => {
  void cleanUp().finally(() => process.exit(130));
});

const rows = [];
try {
  for (const database of DATABASES) {
    dataDir = mkdtempSync(path.join(tmpdir(), 'marketplace-bench-api-'));
    const port = await freePort();
    api = await startApi({ env: { PORT: String(port), DATA_DIR: dataDir, ...database.env }, quiet: true });
    rows.push(...(await measureRoutes(`http://${HOST}:${port}`, database.name)));
    await cleanUp();
  }
  printTable(rows);
  if (DATABASES.length === 1) console.log('\nPostgreSQL not measured: set DATABASE_URL to a throwaway server to add it.');
} finally {
  await cleanUp();
}

async function measureRoutes(origin, databaseName) {
  const { token, userId } = await signInDemo(origin);
  const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
  const measured = [];
  for (const target of TARGETS) {
    const paths = target.paths.map((targetPath) => targetPath.replace('{userId}', userId));
    for (const targetPath of probedPaths(paths)) {
      const probe = await fetch(`${origin}${targetPath}`, { headers });
      await probe.arrayBuffer();
      // Timing a route that fails would measure its error path, not the read: stop and say so.
      if (!probe.ok) throw new Error(`GET ${targetPath} answers ${probe.status} on ${databaseName}; nothing to measure`);
    }
    console.log(`${databaseName}: GET ${target.label} (${connections} connections, ${warmup} s warm-up, ${duration} s measured)…`);
    const load = { url: origin, headers, connections, requests: [requestOverPaths(paths)] };
    // The warm-up lets the JIT compile the route and its caches fill, as on a server that has been up a while.
    if (warmup > 0) await autocannon({ ...load, duration: warmup });
    const result = await autocannon({ ...load, duration });
    measured.push({
      database: databaseName,
      route: `GET ${target.label}`,
      requestsPerSecond: Math.round(result.requests.average).toLocaleString('en'),
      p50Ms: String(result.latency.p50),
      p99Ms: String(result.latency.p99),
      non2xx: String(result.non2xx),
      errors: String(result.errors),
    });
  }
  return measured;
}

/**
 * One request that asks the paths in turn across all connections: the next request, whichever connection
 * sends it, asks the next path. (autocannon's own request sequence starts every connection at the first
 * path, so 50 connections would ask the same path at once and one load of it would answer them all.)
 */
function requestOverPaths(paths) {
  let next = 0;
  return { method: 'GET', path: paths[0], setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) };
}

/** The paths tried once before measuring: all of a short list, 50 spread over a long one (each probe is a load of its own). */
function probedPaths(paths) {
  const PROBES = 50;
  if (paths.length <= PROBES) return paths;
  return Array.from({ length: PROBES }, (_, index) => paths[Math.floor((index * paths.length) / PROBES)]);
}

function printTable(tableRows) {
  const columns = [
    ['database', 'database', 'left'],
    ['route', 'route', 'left'],
    ['requestsPerSecond', 'requests/s', 'right'],
    ['p50Ms', 'p50 ms', 'right'],
    ['p99Ms', 'p99 ms', 'right'],
    ['non2xx', 'non-2xx', 'right'],
    ['errors', 'connection errors', 'right'],
  ];
  const widths = columns.map(([key, title]) => Math.max(title.length, ...tableRows.map((row) => row[key].length)));
  const pad = (cell, index) => (columns[index][2] === 'left' ? cell.padEnd(widths[index]) : cell.padStart(widths[index]));
  const line = (cells) => cells.map(pad).join('  ');
  console.log(`\n${line(columns.map(([, title]) => title))}`);
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of tableRows) console.log(line(columns.map(([key]) => row[key])));
}

/** The reads of the named sets (`scripts/bench-reads/<name>.mjs`), each as a label and the paths it is measured over. */
async function readSets(names) {
  const targets = [];
  for (const name of names.split(',')) {
    if (!/^[a-z-]+$/.test(name)) {
      console.error(`--reads takes names of scripts/bench-reads/ files, not '${name}'`);
      process.exit(2);
    }
    const set = await import(new URL(`./bench-reads/${name}.mjs`, import.meta.url)).catch(() => {
      console.error(`No read set '${name}' in scripts/bench-reads/`);
      process.exit(2);
    });
    for (const read of set.default) targets.push(typeof read === 'string' ? { label: read, paths: [read] } : read);
  }
  return targets;
}

function wholeNumber(text, name, min) {
  const value = Number(text);
  if (Number.isInteger(value) && value >= min) return value;
  console.error(`${name} must be a whole number from ${min}, not '${text}'`);
  process.exit(2);
}
