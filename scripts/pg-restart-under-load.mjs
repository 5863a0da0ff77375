import { spawn } from 'node:child_process';
import { freePort, stopApi } from './api-process.mjs';
import { HOST } from './apps.mjs';
import { startApi } from './start-api.mjs';

/**
 * CI's check that the API survives its PostgreSQL server restarting (issue 11, finding 4): it starts
 * an API on the test server of `DATABASE_URL`, keeps 20 clients reading `GET /api/merchants`, restarts
 * PostgreSQL (`restart-test-postgres.sh`, fast mode: connections cut) and watches. It passes when the
 * API process stays up, every answer is 200 or 503 (never a 500, never a connection error), none takes
 * longer than 10 s, and reads answer 200 again within 10 s of the server being back. Bounded: at most
 * 30 s of load. Prints what it saw; exits non-zero on failure.
 */
const CLIENTS = 20;
const RECOVERY_LIMIT_MS = 10_000;
const SLOWEST_ALLOWED_MS = 10_000;

if (!process.env.DATABASE_URL) {
  console.error('DATABASE_URL must name the test PostgreSQL server (scripts/start-test-postgres.sh)');
  process.exit(2);
}

const port = await freePort();
const url = `http://${HOST}:${port}/api/merchants`;
const statuses = new Map();
let slowestMs = 0;
let requests = 0;
let running = true;
let restartedAt = null;
let recoveredAt = null;
const api = await startApi({ env: { PORT: String(port), PUBLIC_ORIGIN: `http://${HOST}:${port}` }, quiet: true });

async function client() {
  while (running) {
    const started = performance.now();
    let status;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(SLOWEST_ALLOWED_MS) });
      await response.arrayBuffer();
      status = String(response.status);
    } catch (error) {
      status = `error: ${error.cause?.code ?? error.name}`;
    }
    slowestMs = Math.max(slowestMs, performance.now() - started);
    requests += 1;
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    if (restartedAt !== null && recoveredAt === null && status === '200') recoveredAt = performance.now();
  }
}

function restartPostgres() {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['scripts/restart-test-postgres.sh'], { stdio: 'inherit' });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`restart-test-postgres.sh exited with ${code}`))));
  });
}

const failures = [];
let restartMs = 0;
try {
  const clients = Array.from({ length: CLIENTS }, client);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const restartStarted = performance.now();
  await restartPostgres();
  restartedAt = performance.now();
  restartMs = restartedAt - restartStarted;
  const deadline = restartedAt + RECOVERY_LIMIT_MS;
  // Load goes on until reads succeed again (and 2 s more of them), or the recovery limit passes.
  while (performance.now() < deadline && (recoveredAt === null || performance.now() < recoveredAt + 2000)) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  running = false;
  await Promise.all(clients);

  if (api.exitCode !== null || api.signalCode !== null) failures.push(`the API process ended (${api.exitCode ?? api.signalCode})`);
  for (const [status, count] of statuses) if (status !== '200' && status !== '503') failures.push(`${count} answers were ${status}`);
  if (recoveredAt === null) failures.push(`no read succeeded within ${RECOVERY_LIMIT_MS / 1000} s of PostgreSQL being back`);
  if (slowestMs >= SLOWEST_ALLOWED_MS) failures.push(`an answer took ${Math.round(slowestMs)} ms`);
} catch (error) {
  failures.push(error.message);
} finally {
  running = false;
  await stopApi(api);
}

console.log(`\nPostgreSQL restarted under load (${CLIENTS} clients, GET /api/merchants)`);
console.log(`  requests            ${requests}`);
for (const [status, count] of [...statuses].sort()) console.log(`  answered ${status.padEnd(10)} ${count}`);
console.log(`  restart took        ${Math.round(restartMs)} ms`);
console.log(`  reads back after    ${recoveredAt === null ? 'never' : `${Math.round(recoveredAt - restartedAt)} ms`}`);
console.log(`  slowest answer      ${Math.round(slowestMs)} ms`);
if (failures.length > 0) {
  for (const failure of failures) console.error(`✖ ${failure}`);
  process.exit(1);
}
console.log('✔ the API stayed up, answered 503 (never 500) while the database was away, and recovered by itself');
