import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { analyseBuiltFile } from './built-file.mjs';

export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const share = (part, whole) => `${Math.round((100 * part) / whole)} %`;

/** The biggest packages of a file as one table cell: `react-dom 96 %, scheduler 2 %`. */
function biggest(analysed, count) {
  return analysed.packages
    .slice(0, count)
    .map((entry) => `${entry.name} ${share(entry.bytes, analysed.rawBytes)}`)
    .join(', ');
}

/**
 * Every built script of every app, analysed from its source map.
 *
 * @param {{ name: string, distDir: string }[]} apps
 * @returns {Map<string, Map<string, ReturnType<typeof analyseBuiltFile>>>} app → file → analysis
 */
export function analyseApps(apps) {
  return new Map(
    apps.map((app) => [
      app.name,
      new Map(
        readdirSync(app.distDir)
          .filter((file) => file.endsWith('.js'))
          .map((file) => [file, analyseBuiltFile(app.distDir, file, app.name)]),
      ),
    ]),
  );
}

function firstLoadMarkdown({ page, loaded, gzipTotal, brotliTotal, budgetBytes }) {
  const verdict = gzipTotal <= budgetBytes ? 'within' : `**over** by ${kib(gzipTotal - budgetBytes)}`;
  const lines = [
    `# Initial JavaScript of \`${page}\``,
    '',
    'Written by `npm run bench:size`: a first visit by a visitor (no cookies, cache off) in Chromium, every script',
    'fetched until the network is idle and the page heading shows. "Over the wire" is what the servers sent',
    "(compressed body and response headers); the split by package is each file's raw bytes attributed through its",
    "source map, so a package's share of the compressed bytes is an estimate.",
    '',
    `**${loaded.length} files, ${kib(gzipTotal)} over the wire with gzip** (${kib(brotliTotal)} with brotli); budget ${kib(budgetBytes)}: ${verdict}.`,
    '',
    '| app | file | over the wire (gzip) | raw | biggest packages (share of raw bytes) |',
    '|---|---|---:|---:|---|',
    ...loaded.map(({ app, analysed, wireBytes }) => `| ${app} | ${analysed.name} | ${kib(wireBytes)} | ${kib(analysed.rawBytes)} | ${biggest(analysed, 3)} |`),
  ];
  const byPackage = new Map();
  for (const { analysed, wireBytes } of loaded) {
    for (const entry of analysed.packages) {
      const total = byPackage.get(entry.name) ?? { estimate: 0, raw: 0 };
      total.estimate += (wireBytes * entry.bytes) / analysed.rawBytes;
      total.raw += entry.bytes;
      byPackage.set(entry.name, total);
    }
  }
  lines.push(
    '',
    '## By package, over all files of the first load',
    '',
    '| package | raw | ≈ over the wire |',
    '|---|---:|---:|',
    ...[...byPackage]
      .sort((a, b) => b[1].estimate - a[1].estimate)
      .filter(([, total]) => total.estimate >= 256)
      .map(([name, total]) => `| ${name} | ${kib(total.raw)} | ${kib(total.estimate)} |`),
  );
  for (const { app, analysed, wireBytes } of loaded) {
    lines.push(
      '',
      `## ${app}: ${analysed.name} (${kib(wireBytes)} over the wire)`,
      '',
      '| biggest modules | raw |',
      '|---|---:|',
      ...analysed.modules.slice(0, 8).map((entry) => `| ${entry.name} | ${kib(entry.bytes)} |`),
    );
  }
  return `${lines.join('\n')}\n`;
}

function appMarkdown(app, files, loadedFiles) {
  const sorted = [...files.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
  const lines = [
    `# ${app}: every built script`,
    '',
    'Written by `npm run bench:size` from the production build and its source maps. "First load of `/`" marks the',
    "files a visitor's first visit to the home page fetches; everything else loads on a later route or action.",
    '',
    `${sorted.length} files, ${kib(sorted.reduce((total, file) => total + file.rawBytes, 0))} raw, ${kib(sorted.reduce((total, file) => total + file.gzipBytes, 0))} gzip.`,
    '',
    '| file | first load of `/` | raw | gzip | biggest packages (share of raw bytes) |',
    '|---|:---:|---:|---:|---|',
    ...sorted.map(
      (file) => `| ${file.name} | ${loadedFiles.has(file.file) ? 'yes' : ''} | ${kib(file.rawBytes)} | ${kib(file.gzipBytes)} | ${biggest(file, 4)} |`,
    ),
  ];
  return `${lines.join('\n')}\n`;
}

/**
 * Writes the committed bundle report: `first-load-of-home.md` (and `.json`) for the scripts of the
 * first visit, and one `<app>.md` per app listing every built script.
 *
 * @param {object} input
 * @param {string} input.outDir
 * @param {string} input.page                     the measured path, `/`
 * @param {{ app: string, file: string, wireBytes: number }[]} input.firstLoad  scripts of the gzip visit
 * @param {number} input.gzipTotal
 * @param {number} input.brotliTotal
 * @param {number} input.budgetBytes
 * @param {ReturnType<typeof analyseApps>} input.analysis
 */
export function writeBundleReport({ outDir, page, firstLoad, gzipTotal, brotliTotal, budgetBytes, analysis }) {
  mkdirSync(outDir, { recursive: true });
  const loaded = firstLoad
    .map((script) => ({ ...script, analysed: analysis.get(script.app)?.get(script.file) }))
    .filter((script) => script.analysed)
    .sort((a, b) => b.wireBytes - a.wireBytes);
  writeFileSync(path.join(outDir, 'first-load-of-home.md'), firstLoadMarkdown({ page, loaded, gzipTotal, brotliTotal, budgetBytes }));
  writeFileSync(
    path.join(outDir, 'first-load-of-home.json'),
    `${JSON.stringify(
      {
        page,
        budgetBytes,
        gzipBytes: gzipTotal,
        brotliBytes: brotliTotal,
        files: loaded.map(({ app, analysed, wireBytes }) => ({
          app,
          file: analysed.name,
          wireBytes,
          rawBytes: analysed.rawBytes,
          packages: analysed.packages.slice(0, 10),
          modules: analysed.modules.slice(0, 10),
        })),
      },
      null,
      2,
    )}\n`,
  );
  for (const [app, files] of analysis) {
    const loadedFiles = new Set(firstLoad.filter((script) => script.app === app).map((script) => script.file));
    writeFileSync(path.join(outDir, `${app}.md`), appMarkdown(app, files, loadedFiles));
  }
}
