import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import { contentSecurityPolicyOfBuild } from './content-security-policy.mjs';

/** Content-hashed file names (`main.3f9a1c2b7d.js`) never change content, so they may be cached for good. */
const HASHED_ASSET = /\.[0-9a-f]{10}\.(?:js|css)(?:\.map)?$/;

function setCacheHeaders(reply, filePath) {
  reply.header('Cache-Control', HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/** Source maps are build artefacts kept beside the build for whoever debugs it, never served to browsers. */
const SOURCE_MAP = /\.map$/;

/**
 * Serves one built app from its own origin: hashed assets immutable; config.json, manifests,
 * catalogues and HTML no-cache (so a redeploy is seen on the next load); CORS for the shell only.
 * The shell answers unknown paths with its HTML so deep links reach the client router, and every
 * answer of the shell carries the Content-Security-Policy its configuration implies. Every answer
 * says `nosniff`; source maps answer 404.
 */
export async function serveStatic({ name, root, host, port, allowedOrigins = [], spa = false, logger = false }) {
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new Error(`${name}: ${root} has no build; run \`npm run build\` first`);
  }
  const app = Fastify({ logger });
  const contentSecurityPolicy = spa ? contentSecurityPolicyOfBuild(root) : null;
  app.addHook('onRequest', async (request, reply) => {
    if (SOURCE_MAP.test(request.url.split('?')[0] ?? '')) await reply.code(404).type('text/plain').send('Not found');
  });
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  if (allowedOrigins.length) await app.register(fastifyCors, { origin: allowedOrigins, methods: ['GET', 'HEAD'] });
  await app.register(fastifyStatic, { root, setHeaders: setCacheHeaders, cacheControl: false, index: ['index.html'], wildcard: true });
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Content-Type-Options', 'nosniff');
    if (contentSecurityPolicy) reply.header('Content-Security-Policy', contentSecurityPolicy);
    return payload;
  });
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !path.extname(request.url.split('?')[0] ?? '');
    if (spa && wantsPage) {
      return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html', { cacheControl: false });
    }
    return reply.code(404).type('text/plain').send('Not found');
  });
  await app.listen({ host, port });
  return app;
}
