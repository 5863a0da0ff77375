import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HOST } from './apps.mjs';
import { buildApps } from './build-apps.mjs';
import { launchChromium } from './chromium.mjs';
import { serveApps } from './serve-apps.mjs';
import { startApi } from './start-api.mjs';

/**
 * `npm run bench:size`: the production build time, and the JavaScript a first visit to `/` costs
 * (bytes over the wire, gzip, as the servers send them), read from Chromium's network events.
 * Also proves ethers is not part of that first load.
 */
const builds = [];
for (let run = 0; run < 3; run++) builds.push((await buildApps()).seconds);
const { stats } = await buildApps();

const ethersFiles = new Set();
for (const child of stats.toJson({ all: false, chunks: true, chunkModules: true, ids: true }).children ?? []) {
  for (const chunk of child.chunks ?? []) {
    const hasEthers = (chunk.modules ?? []).some((module) => /node_modules[\\/]ethers[\\/]/.test(module.nameForCondition ?? module.name ?? ''));
    if (hasEthers) for (const file of chunk.files ?? []) ethersFiles.add(file);
  }
}

/** Loads `/` in a fresh page asking for one content encoding; returns the scripts it fetched. */
async function scriptsOfFirstVisit(browser, acceptEncoding) {
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': acceptEncoding } });
  const scripts = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Script') scripts.set(requestId, { url: response.url, encoding: response.headers['content-encoding'] ?? 'identity', bytes: 0 });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const script = scripts.get(requestId);
    if (script) script.bytes = encodedDataLength;
  });
  await page.goto(`http://${HOST}:8080/`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.close();
  return [...scripts.values()];
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const sum = (scripts) => scripts.reduce((total, script) => total + script.bytes, 0);

const dataDir = mkdtempSync(path.join(tmpdir(), 'marketplace-bench-'));
const api = await startApi({ env: { DATA_DIR: dataDir }, quiet: true });
const servers = await serveApps();
const browser = await launchChromium();
try {
  const gzip = await scriptsOfFirstVisit(browser, 'gzip');
  const brotli = await scriptsOfFirstVisit(browser, 'br, gzip');
  const ethersLoaded = [...gzip, ...brotli].filter((script) => ethersFiles.has(path.basename(new URL(script.url).pathname)));
  const median = [...builds].sort((a, b) => a - b)[1];
  console.log(`Production build of shell + 4 remotes (one parallel multi-compiler run): median ${median.toFixed(1)} s of 3 (${builds.map((s) => s.toFixed(1)).join(', ')})`);
  console.log(`Initial JavaScript of /: ${gzip.length} files, ${kib(sum(gzip))} over the wire with gzip (${kib(sum(brotli))} with brotli), response headers included`);
  for (const script of gzip.sort((a, b) => b.bytes - a.bytes)) console.log(`  ${kib(script.bytes).padStart(10)}  ${script.encoding.padEnd(8)} ${script.url}`);
  console.log(`ethers in the initial load of /: ${ethersLoaded.length ? `YES (${ethersLoaded.map((s) => s.url).join(', ')})` : 'no'} (ethers is in ${ethersFiles.size} built file(s))`);
  if (ethersLoaded.length) process.exitCode = 1;
} finally {
  await browser.close();
  await Promise.allSettled(servers.map((server) => server.close()));
  api.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
