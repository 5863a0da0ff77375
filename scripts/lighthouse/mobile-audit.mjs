import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../chromium.mjs';

/** Debian's headless Chromium with a DevTools port of its own choosing; resolves with the port once it listens. */
function launchDebuggableChromium() {
  const profile = mkdtempSync(path.join(tmpdir(), 'marketplace-lighthouse-'));
  const chromium = spawn(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    ['--headless', ...CHROMIUM_ARGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  const stop = () =>
    new Promise((resolve) => {
      chromium.once('exit', () => {
        // Its helper processes may still be writing the profile for a moment after the browser exits; a
        // profile that outlasts the retries is left in the temporary folder rather than failing the measurement.
        try {
          rmSync(profile, { recursive: true, force: true, maxRetries: 30, retryDelay: 100 });
        } catch (error) {
          console.warn(`Left Chromium's profile ${profile}: ${error.message}`);
        }
        resolve();
      });
      chromium.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    let seen = '';
    chromium.stderr.on('data', (chunk) => {
      seen += chunk.toString();
      const listening = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (listening) resolve({ port: Number(listening[1]), stop });
    });
    chromium.once('exit', (code) => reject(new Error(`Chromium stopped before it listened (exit code ${code}): ${seen.slice(-500)}`)));
    chromium.once('error', reject);
  });
}

/**
 * Lighthouse's performance category for one page as a phone sees it (Lighthouse's default mobile
 * emulation: a mid-range phone, simulated slow 4G, 4× CPU slowdown), in Debian's headless Chromium.
 *
 * @returns {Promise<{ score: number, lcpMs: number, cls: number, tbtMs: number, fcpMs: number, speedIndexMs: number }>}
 */
export async function mobilePerformance(url) {
  const chromium = await launchDebuggableChromium();
  try {
    const result = await lighthouse(url, { port: chromium.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
    const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcpMs: metric('largest-contentful-paint'),
      cls: metric('cumulative-layout-shift'),
      tbtMs: metric('total-blocking-time'),
      fcpMs: metric('first-contentful-paint'),
      speedIndexMs: metric('speed-index'),
    };
  } finally {
    await chromium.stop();
  }
}
