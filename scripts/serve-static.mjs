import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import { createFirstPaintHints, servedConfigReader } from '../tooling/first-paint/first-paint-hints.mjs';
import { pageWithHints } from '../tooling/first-paint/hint-tags.mjs';
import { configuredApiOrigin, createPreviewedPages } from '../tooling/link-previews/previewed-page.mjs';
import { contentSecurityPolicyOfBuild } from './content-security-policy.mjs';
import { APP_PAGE } from './prerender-pages.mjs';
import { NAMES_ORIGINS, relocateText } from './relocated-origins.mjs';

/** Content-hashed file names (`main.3f9a1c2b7d.js`) never change content, so they may be cached for good. */
const HASHED_ASSET = /\.[0-9a-f]{10}\.(?:js|css)(?:\.map)?$/;

function setCacheHeaders(reply, filePath) {
  reply.header('Cache-Control', HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/** Source maps are build artefacts kept beside the build for whoever debugs it, never served to browsers. */
const SOURCE_MAP = /\.map$/;

/**
 * What a browser may open as a document (a page, an SVG or XML file, a page's frame): the answers a
 * Content-Security-Policy governs. A script, a style sheet, JSON or a raster image the page loads runs
 * under the policy of the page that loads it, and a header on it has no effect, so it is not sent there
 * (about 4 KiB less over the wire on a first load of scripts). A Worker would take its own policy from its
 * script's answer: the shell has none, and a `*.worker.*.js` file keeps the header should one be added.
 */
const GOVERNED_BY_PAGE_POLICY = /^(?:(?:application|text)\/javascript|text\/css|application\/(?:manifest\+)?json|image\/(?:png|jpeg|webp|avif|gif)|font\/)/;
const WORKER_SCRIPT = /\.worker\.[^/]*\.js$/;

function needsOwnPolicy(request, reply) {
  const contentType = String(reply.getHeader('content-type') ?? '');
  return !GOVERNED_BY_PAGE_POLICY.test(contentType) || WORKER_SCRIPT.test(request.url.split('?')[0] ?? '');
}

const PAGE_PATH = /^\/[a-z0-9-]+(?:\/[a-z0-9-]+)*\/?$/;

/**
 * The HTML file answering a page request of the shell: the page prerendered for exactly this path
 * (`/es` → `es/index.html`), else the app page, which renders any path in the browser (`index.html`
 * of a build that prerendered nothing).
 */
function pageFileFor(root, pathname) {
  if (PAGE_PATH.test(pathname)) {
    const prerendered = path.join(pathname, 'index.html').slice(1);
    if (existsSync(path.join(root, prerendered))) return prerendered;
  }
  return appPageOf(root);
}

/** The page that renders any path in the browser: `app.html` beside prerendered pages, else `index.html`. */
function appPageOf(root) {
  return existsSync(path.join(root, APP_PAGE)) ? APP_PAGE : 'index.html';
}

async function relocatedPayload(reply, payload, relocations) {
  if (reply.statusCode !== 200 || !NAMES_ORIGINS.test(String(reply.getHeader('content-type') ?? ''))) return payload;
  const chunks = [];
  if (typeof payload === 'string' || Buffer.isBuffer(payload)) chunks.push(Buffer.from(payload));
  else for await (const chunk of payload) chunks.push(Buffer.from(chunk));
  const text = Buffer.concat(chunks).toString('utf8');
  reply.removeHeader('content-length');
  return relocateText(text, relocations);
}

/**
 * Serves one built app from its own origin: hashed assets immutable; config.json, manifests,
 * catalogues and HTML no-cache (so a redeploy is seen on the next load); CORS for the shell only.
 * The shell answers a path with the page prerendered for it, or else with its app page, so deep links
 * reach the client router (a prerendered page is never served for another path), and every
 * answer of the shell a browser may open as a document carries the Content-Security-Policy its
 * configuration implies. A remote's
 * origin serves its published build: its manifest, its files and its kept builds (`builds/<version>/`),
 * no page. Every answer says `nosniff`; source maps answer 404. `relocations` (a site beside another on
 * other ports, scripts/site-layout.mjs) rewrites the documented origins in the shell's configuration,
 * pages and page data as they are served, and in the policy derived from them; the build is left as published.
 * `firstPaintHints: false` serves a remote's page without the hints of what it starts with (a measure of their worth).
 */
export async function serveStatic({
  name,
  root,
  host,
  port,
  allowedOrigins = [],
  spa = false,
  logger = false,
  relocations = [],
  publicOrigin = null,
  firstPaintHints = true,
}) {
  const builtFile = spa ? 'index.html' : 'mf-manifest.json';
  if (!existsSync(path.join(root, builtFile))) {
    throw new Error(`${name}: ${root} has no build (no ${builtFile}); run \`npm run build\` first`);
  }
  const app = Fastify({ logger });
  const contentSecurityPolicy = spa ? contentSecurityPolicyOfBuild(root, (text) => relocateText(text, relocations)) : null;
  // Read once now, so a build without a readable configuration fails at start, not on its first page.
  contentSecurityPolicy?.();
  app.addHook('onRequest', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    // A remote's origin has files, no pages: a folder (its root among them) is not found, not forbidden.
    if (SOURCE_MAP.test(pathname) || (!spa && pathname.endsWith('/'))) await reply.code(404).type('text/plain').send('Not found');
  });
  // Before compression, which works on the rewritten text.
  if (relocations.length) app.addHook('onSend', async (_request, reply, payload) => relocatedPayload(reply, payload, relocations));
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  if (allowedOrigins.length) await app.register(fastifyCors, { origin: allowedOrigins, methods: ['GET', 'HEAD'] });
  await app.register(fastifyStatic, { root, setHeaders: setCacheHeaders, cacheControl: false, index: spa ? ['index.html'] : false, wildcard: true });
  app.addHook('onSend', async (request, reply, payload) => {
    // The origin alone, to every origin this one included: a page's address may hold a one-time key from a
    // mail (`?verify-email=`, `?unsubscribe=`, `?receipt=`) until its script takes it out, and no request the
    // page makes meanwhile (its own chunks and config among them) may carry it in a Referer.
    reply.header('Referrer-Policy', 'strict-origin');
    reply.header('X-Content-Type-Options', 'nosniff');
    if (contentSecurityPolicy && needsOwnPolicy(request, reply)) reply.header('Content-Security-Policy', contentSecurityPolicy());
    return payload;
  });
  // The shell's pages people share carry their link preview (tooling/link-previews/).
  const previewedPage =
    spa && publicOrigin
      ? createPreviewedPages({
          root,
          publicOrigin,
          apiOrigin: () => configuredApiOrigin(root, (text) => relocateText(text, relocations)),
          template: () => readFile(path.join(root, appPageOf(root)), 'utf8'),
        })
      : null;
  // A deep link to a remote's page names what the page starts with, so the browser fetches it at once (tooling/first-paint/).
  const hintsOf = spa && firstPaintHints ? createFirstPaintHints({ root, config: servedConfigReader(root, (text) => relocateText(text, relocations)) }) : null;
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !path.extname(pathname);
    if (spa && wantsPage) {
      reply.header('Cache-Control', 'no-cache').type('text/html');
      const [previewed, hints] = await Promise.all([
        previewedPage?.(pathname),
        hintsOf?.(pathname, new URLSearchParams(request.url.split('?')[1] ?? '')).catch(() => ''),
      ]);
      if (!hints) return previewed ? reply.send(previewed) : reply.sendFile(pageFileFor(root, pathname), { cacheControl: false });
      return reply.send(pageWithHints(previewed ?? (await readFile(path.join(root, pageFileFor(root, pathname)), 'utf8')), hints));
    }
    return reply.code(404).type('text/plain').send('Not found');
  });
  await app.listen({ host, port });
  return app;
}
