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
 * `npm run bench:api`: throughput and tail latency of the API's hot reads, the calls every page view
 * or poll makes. It starts its own API on a free port of 127.0.0.1 with a throwaway embedded database,
 * signs the demo user in through the real OAuth flow, loads each route with autocannon, prints one
 * table, and removes the server and its data again, whatever happens.
 * `--duration <s>` and `--connections <n>` change the load (default: 10 s, 50 connections).
 */
const { values: options } = parseArgs({
  options: { duration: { type: 'string', default: '10' }, connections: { type: 'string', default: '50' } },
});
const duration = positiveInteger(options.duration, '--duration');
const connections = positiveInteger(options.connections, '--connections');

/** The hot reads; `{userId}` is the signed-in demo user's id. Page sizes are the spec §9 defaults. */
const TARGETS = [
  '/api/merchants',
  '/api/rates/gem-usd',
  '/api/users/{userId}/collectibles?merchantId=diamond-dreams&page=1&pageSize=10',
  '/api/users/self/notifications?page=1&pageSize=4',
];

const dataDir = mkdtempSync(path.join(tmpdir(), 'marketplace-bench-api-'));
const port = await freePort();
const origin = `http://${HOST}:${port}`;
let api;
async function cleanUp() {
  await stopApi(api);
  rmSync(dataDir, { recursive: true, force: true });
}
// Ctrl-C mid-run still stops the server and removes its data.
process.once('SIGINT', () => {
  void cleanUp().finally(() => process.exit(130));
});
try {
  // DATABASE_URL is cleared so the run never writes into a configured PostgreSQL server.
  api = await startApi({ env: { PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '' }, quiet: true });
  const { token, userId } = await signInDemo(origin);
  const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' };

  const rows = [];
  for (const target of TARGETS) {
    const route = target.replace('{userId}', userId);
    const probe = await fetch(`${origin}${route}`, { headers });
    await probe.arrayBuffer();
    // Timing a route that fails would measure its error path, not the read: stop and say so.
    if (!probe.ok) throw new Error(`GET ${route} answers ${probe.status}; nothing to measure`);
    console.log(`measuring GET ${route} (${connections} connections, ${duration} s)…`);
    const result = await autocannon({ url: `${origin}${route}`, headers, connections, duration });
    rows.push({
      route: `GET ${target}`,
      requestsPerSecond: result.requests.average.toFixed(1),
      p99Ms: String(result.latency.p99),
      non2xx: String(result.non2xx),
      errors: String(result.errors),
    });
  }
  printTable(rows);
} finally {
  await cleanUp();
}

function printTable(rows) {
  const columns = [
    ['route', 'route', 'left'],
    ['requestsPerSecond', 'requests/s (avg)', 'right'],
    ['p99Ms', 'p99 latency ms', 'right'],
    ['non2xx', 'non-2xx', 'right'],
    ['errors', 'connection errors', 'right'],
  ];
  const widths = columns.map(([key, title]) => Math.max(title.length, ...rows.map((row) => row[key].length)));
  const pad = (cell, index) => (columns[index][2] === 'left' ? cell.padEnd(widths[index]) : cell.padStart(widths[index]));
  const line = (cells) => cells.map(pad).join('  ');
  console.log(`\n${line(columns.map(([, title]) => title))}`);
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(columns.map(([key]) => row[key])));
}

function positiveInteger(text, name) {
  const value = Number(text);
  if (Number.isInteger(value) && value > 0) return value;
  console.error(`${name} must be a positive whole number, not '${text}'`);
  process.exit(2);
}
