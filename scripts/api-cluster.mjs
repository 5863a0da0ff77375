import { execFile, spawn } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { stopApi } from './api-process.mjs';
import { API_PORT, HOST, ROOT } from './apps.mjs';
import { startApi } from './start-api.mjs';

const run = promisify(execFile);

/**
 * Several API instances on one throwaway PostgreSQL server behind HAProxy (Debian's `haproxy`), as a
 * deployment runs the API: the balancer listens where the site expects the API (`MARKETPLACE_API_PORT`,
 * 4000 by default), health-checks each instance and names the client in `X-Forwarded-For`, which the
 * instances believe from it alone (`TRUSTED_PROXIES`). Used by `npm run start:cluster` and `bench:cluster`.
 *
 * Ports: the instances on `MARKETPLACE_API_INSTANCE_PORTS` (comma-separated; default the API port + 1, + 2,
 * + 3), the balancer's statistics page on `MARKETPLACE_BALANCER_STATS_PORT` (default the API port + 91),
 * PostgreSQL on `MARKETPLACE_CLUSTER_POSTGRES_PORT` (default 54330).
 */
export function clusterPorts(count, env = process.env) {
  const listed = env.MARKETPLACE_API_INSTANCE_PORTS?.split(',').map((port) => Number(port.trim()));
  const instances = listed?.length ? listed : Array.from({ length: 3 }, (_, index) => API_PORT + 1 + index);
  if (instances.length < count) throw new Error(`MARKETPLACE_API_INSTANCE_PORTS names ${instances.length} ports, ${count} are needed`);
  return {
    balancer: API_PORT,
    stats: Number(env.MARKETPLACE_BALANCER_STATS_PORT || API_PORT + 91),
    postgres: Number(env.MARKETPLACE_CLUSTER_POSTGRES_PORT || 54330),
    instances: instances.slice(0, count),
  };
}

/** The HAProxy configuration of the cluster: round robin over the instances, each checked every second. */
export function haproxyConfig({ balancer, stats, instances }) {
  return `global
  maxconn 4096

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  # A connection an instance refused is tried on another one (the request was never sent, so this is safe).
  retries 2
  option redispatch

frontend api
  bind ${HOST}:${balancer}
  # Whatever a client wrote there is its own to forge: the balancer alone names the client.
  http-request del-header X-Forwarded-For
  option forwardfor
  default_backend instances

backend instances
  balance roundrobin
  option httpchk GET /api/merchants
  http-check expect status 200
  # A busy instance answers slowly, not never: only a dead one (refused, or three checks of 3 s unanswered) is taken out.
  timeout check 3s
  default-server inter 1s fall 3 rise 1
${instances.map((port, index) => `  server api${index + 1} ${HOST}:${port} check`).join('\n')}

listen stats
  bind ${HOST}:${stats}
  stats enable
  stats uri /
  stats refresh 2s
`;
}

async function startPostgres(port) {
  const stateDir = await mkdtemp(path.join(os.tmpdir(), 'marketplace-cluster-'));
  // The server runs as the postgres user, which must reach its data folder inside.
  await chmod(stateDir, 0o755);
  const env = { ...process.env, TEST_POSTGRES_PORT: String(port), TMPDIR: stateDir };
  const { stdout } = await run('bash', [path.join(ROOT, 'scripts/start-test-postgres.sh')], { env });
  return {
    url: stdout.trim().split('\n').at(-1),
    async stop() {
      await run('bash', [path.join(ROOT, 'scripts/stop-test-postgres.sh')], { env }).catch(() => {});
      await rm(stateDir, { recursive: true, force: true });
    },
  };
}

/** Resolves once every instance answers through the balancer's health checks (the stats CSV says UP). */
async function untilAllUp(statsPort, count, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const csv = await fetch(`http://${HOST}:${statsPort}/;csv`)
      .then((response) => response.text())
      .catch(() => '');
    const up = csv.split('\n').filter((line) => line.startsWith('instances,api') && line.split(',')[17]?.startsWith('UP')).length;
    if (up === count) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`HAProxy did not see ${count} healthy instances within ${timeoutMs / 1000} s`);
}

/**
 * Starts PostgreSQL, `count` instances (the first alone, as it migrates and seeds) and HAProxy; answers
 * the addresses and the handles to kill and restart an instance and to stop everything.
 */
export async function startApiCluster({ count = 3, env = {}, quiet = true } = {}) {
  const ports = clusterPorts(count);
  const balancerOrigin = `http://${HOST}:${ports.balancer}`;
  const postgres = await startPostgres(ports.postgres);
  const instanceEnv = (port) => ({
    ...env,
    PORT: String(port),
    DATABASE_URL: postgres.url,
    TRUSTED_PROXIES: HOST,
    // Links the API hands out lead to the balancer, never to one instance.
    PUBLIC_ORIGIN: balancerOrigin,
  });
  const children = new Array(count).fill(null);
  const startInstance = async (index) => {
    children[index] = await startApi({ env: instanceEnv(ports.instances[index]), quiet });
    return children[index];
  };
  let haproxy = null;
  let configDir = null;
  const stop = async () => {
    if (haproxy && haproxy.exitCode === null) {
      const exited = new Promise((resolve) => haproxy.once('exit', resolve));
      haproxy.kill('SIGTERM');
      await exited;
    }
    await Promise.all(children.map((child) => stopApi(child)));
    await postgres.stop();
    if (configDir) await rm(configDir, { recursive: true, force: true });
  };
  try {
    await startInstance(0);
    await Promise.all(Array.from({ length: count - 1 }, (_, index) => startInstance(index + 1)));
    configDir = await mkdtemp(path.join(os.tmpdir(), 'marketplace-haproxy-'));
    const config = path.join(configDir, 'haproxy.cfg');
    await writeFile(config, haproxyConfig({ ...ports, instances: ports.instances }));
    haproxy = spawn('haproxy', ['-f', config, '-db'], { stdio: ['ignore', 'ignore', 'inherit'] });
    haproxy.once('error', (error) => console.error(`haproxy could not start (apt-get install -y haproxy): ${error.message}`));
    await untilAllUp(ports.stats, count);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    ports,
    databaseUrl: postgres.url,
    balancerOrigin,
    instanceOrigins: ports.instances.map((port) => `http://${HOST}:${port}`),
    statsOrigin: `http://${HOST}:${ports.stats}`,
    /**
     * Kills instance `index` at once (SIGKILL: no goodbye, as a crash). tsx runs the server in a child
     * process of its own, so that child is killed first, by its parent's id, then tsx.
     */
    async kill(index) {
      const child = children[index];
      if (!child || child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      await run('pkill', ['-KILL', '-P', String(child.pid)]).catch(() => {});
      child.kill('SIGKILL');
      await exited;
    },
    restart: startInstance,
    stop,
  };
}
