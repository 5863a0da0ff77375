import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { merchantIdSchema } from '@marketplace/contracts/wire';
import type { AppContext } from '../context/app-context.js';
import { merchantArtSvg } from '../catalogue/merchant-art/merchant-art.js';
import { notFound } from '../validation/client-error.js';
import { parseRequest } from '../validation/parse-request.js';
import { sendSvgPicture } from './send-svg-picture.js';

const artParamsSchema = z.strictObject({
  fileName: z
    .string()
    .regex(/\.svg$/, 'An image name such as diamond-dreams.svg')
    .transform((fileName) => fileName.slice(0, -'.svg'.length))
    .pipe(merchantIdSchema),
});

/** Extension: the key art a seeded merchant's `artUrl` points at (`/api/merchant-art/{merchantId}.svg`), public. */
export const merchantArtRoutes: FastifyPluginAsync<AppContext> = async (app) => {
  app.get('/api/merchant-art/:fileName', async (request, reply) => {
    const { fileName: merchantId } = parseRequest('params', artParamsSchema, request.params);
    const svg = merchantArtSvg(merchantId);
    if (!svg) throw notFound('Image not found');
    // The art changes with a release of the API, not with its data.
    return sendSvgPicture(reply.header('Cache-Control', 'public, max-age=86400'), svg);
  });
};
