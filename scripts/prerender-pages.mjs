import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { prerenderDirOf } from '../tooling/rspack/create-prerender-config.mjs';
import { HOST } from './apps.mjs';
import { startApi } from './start-api.mjs';

/**
 * After the production build: writes the shell's pages that need no session as HTML with their data
 * (spec §7 `GET _payload.json`), so a first visit paints them before any script or API call and the
 * browser hydrates them instead of rendering from nothing. Today: each locale's home (`index.html`,
 * `es/index.html`, …, each with its `_payload.json`).
 *
 * The shell's HTML for every other path (deep links) becomes `app.html`: a prerendered page is served
 * for its own path only.
 *
 * The data comes from the API at `PRERENDER_API` when set (a deployment prerenders with its live API);
 * otherwise from a reference API started for the purpose on a free port, with an empty data folder,
 * i.e. the seed data every local API starts from.
 */
export const APP_PAGE = 'app.html';
export const PAYLOAD_FILE = '_payload.json';

/** The attribute by which a prerendered page names its payload (shell/src/startup/prerendered-page.ts reads it). */
const PAYLOAD_MARK = 'data-marketplace-payload';

const escapeHtml = (text) => text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]);

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function dataSource() {
  if (process.env.PRERENDER_API) return { origin: process.env.PRERENDER_API, stop: async () => undefined };
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'marketplace-prerender-'));
  const api = await startApi({ env: { DATA_DIR: dataDir, PORT: String(port) }, quiet: true });
  return {
    origin: `http://${HOST}:${port}`,
    stop: async () => {
      const exited = new Promise((resolve) => api.once('exit', resolve));
      api.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The HTML of one prerendered page: the build's page with the rendered markup in its root element,
 * its language and title, the preload of its payload, and the stylesheets of the start-up scripts
 * (which would otherwise come only with those scripts) so the markup is styled at first paint.
 */
export function prerenderedHtml(template, { locale, title, markup, payloadUrl, stylesheets }) {
  const head = [
    `<link rel="preload" href="${payloadUrl}" as="fetch" crossorigin="anonymous" ${PAYLOAD_MARK}>`,
    ...stylesheets.map((href) => `<link rel="stylesheet" href="${href}">`),
  ].join('');
  const root = '<div id="root"></div>';
  if (!template.includes(root) || !template.includes('</head>')) throw new Error('The shell page has no empty root element to prerender into');
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace('</head>', `${head}</head>`)
    .replace(root, `<div id="root">${markup}</div>`);
}

/**
 * @param {object} options
 * @param {string} options.distDir      the shell's browser build
 * @param {string[]} options.startupFiles the files of the start-up chunk group (`bootstrap`), from the build's stats
 * @returns {Promise<string[]>} the paths prerendered
 */
export async function prerenderShell({ distDir, startupFiles }) {
  const bundleFile = path.join(prerenderDirOf(distDir), 'prerender.cjs');
  const require = createRequire(import.meta.url);
  delete require.cache[bundleFile];
  const prerender = require(bundleFile);
  const config = JSON.parse(readFileSync(path.join(distDir, 'config.json'), 'utf8'));
  // The words the page loads at start-up, as the build serves them: the shell's own and the kit's.
  const readServed = (locale, file) => JSON.parse(readFileSync(path.join(distDir, '_i18n', locale, `${file}.json`), 'utf8'));
  const catalogueOf = (locale) =>
    Object.fromEntries(Object.entries(prerender.SERVED_NAMESPACE_FILES).map(([namespace, file]) => [namespace, readServed(locale, file)]));
  const stylesheets = startupFiles.filter((file) => file.endsWith('.css')).map((file) => `/${file}`);

  const source = await dataSource();
  let queries;
  try {
    queries = await prerender.readHomeData({ ...config, api: { ...config.api, main: source.origin } });
  } finally {
    await source.stop();
  }

  // The build's page (the app page to be); on a build prerendered before, its copy kept as the app page.
  const builtPage = path.join(distDir, readFileSync(path.join(distDir, 'index.html'), 'utf8').includes(PAYLOAD_MARK) ? APP_PAGE : 'index.html');
  const template = readFileSync(builtPage, 'utf8');
  if (builtPage !== path.join(distDir, APP_PAGE)) copyFileSync(builtPage, path.join(distDir, APP_PAGE));
  const generatedAt = new Date().toISOString();
  const english = catalogueOf('en');
  const written = [];
  for (const locale of prerender.SUPPORTED_LOCALES) {
    const pagePath = prerender.homePathOf(locale);
    const folder = path.join(distDir, pagePath);
    const payload = { path: pagePath, generatedAt, queries };
    const { html, title } = await prerender.renderHomePage({ locale, config, catalogues: { en: english, [locale]: catalogueOf(locale) }, payload });
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, PAYLOAD_FILE), JSON.stringify(payload));
    const payloadUrl = `${pagePath === '/' ? '' : pagePath}/${PAYLOAD_FILE}`;
    writeFileSync(path.join(folder, 'index.html'), prerenderedHtml(template, { locale, title, markup: html, payloadUrl, stylesheets }));
    written.push(pagePath);
  }
  return written;
}
