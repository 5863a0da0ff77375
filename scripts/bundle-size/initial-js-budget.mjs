import { kib } from './bundle-report.mjs';
import { HOME_PATH, INITIAL_JS_BUDGET_BYTES, measureHomeFirstLoad } from './home-first-load.mjs';

/**
 * Serves the production build and measures what a first visit to `/` fetches in JavaScript, over
 * the wire with gzip; answers whether that is within INITIAL_JS_BUDGET_BYTES, after printing the
 * figure and the files. Needs ports 4000 and 8080–8084 free.
 */
export async function checkInitialJsBudget(log = console.log) {
  const { gzip } = await measureHomeFirstLoad();
  const total = gzip.reduce((sum, script) => sum + script.wireBytes, 0);
  const within = total <= INITIAL_JS_BUDGET_BYTES;
  log(
    `Initial JavaScript of ${HOME_PATH}: ${gzip.length} files, ${kib(total)} over the wire with gzip; budget ${kib(INITIAL_JS_BUDGET_BYTES)}: ${within ? 'met' : `EXCEEDED by ${kib(total - INITIAL_JS_BUDGET_BYTES)}`}`,
  );
  for (const script of [...gzip].sort((a, b) => b.wireBytes - a.wireBytes)) log(`  ${kib(script.wireBytes).padStart(10)}  ${script.app} ${script.file}`);
  return within;
}
