import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { setIdSchema } from '@marketplace/contracts/wire';
import type { AppContext } from '../context/app-context.js';
import { appReadCache } from '../caching/app-read-cache.js';
import { holdsAlready } from '../caching/json-answer.js';
import { createRasterCache, RASTER_WIDTHS, type RasterWidth } from '../catalogue/art/collectible-raster.js';
import { collectiblePicture, imageSubjectOf, type CollectiblePicture } from '../catalogue/collectible-images.js';
import { collectibles, craftRecipes, merchants } from '../db/schema.js';
import { notFound } from '../validation/client-error.js';
import { parseRequest } from '../validation/parse-request.js';
import { sendSvgPicture } from './send-svg-picture.js';

const imageParamsSchema = z.strictObject({
  fileName: z
    .string()
    .regex(/^[^.]+\.(svg|webp)$/, 'An image name such as er-storm-bow.svg or er-storm-bow.webp')
    .transform((fileName) => {
      const dot = fileName.lastIndexOf('.');
      return { setId: fileName.slice(0, dot), format: fileName.slice(dot + 1) };
    })
    .pipe(z.object({ setId: setIdSchema, format: z.enum(['svg', 'webp']) })),
});

const rasterQuerySchema = z.object({
  // Exactly the digits of a listed width: `0160` or `160.0` would be the same picture under another URL.
  w: z
    .string()
    .refine((w) => RASTER_WIDTHS.map(String).includes(w), `One of ${RASTER_WIDTHS.join(', ')}`)
    .transform((w) => Number(w) as RasterWidth),
});

/** Pictures kept by set: the SVG is a few kilobytes, so a thousand sets is a few MB. */
const PICTURES_KEPT = 1000;
/** WebP bytes kept: a set at all three widths is some 30 KB (1.1 MB for every seeded set), so this holds some 1,600 sets. */
const RASTER_BYTES_KEPT = 48 * 1024 * 1024;

/**
 * The art changes with a release of the API, not with its data; a day in the browser, then asked
 * again with the picture's tag and answered 304 while it is unchanged.
 */
const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

/**
 * Extension: the picture a set's `imageUrl` points at. `{setId}.svg` is the drawing itself;
 * `{setId}.webp?w=160|320|640` is that drawing rendered at one of the widths a page's `srcset` lists.
 */
export const collectibleImageRoutes: FastifyPluginAsync<AppContext> = async (app, { db, hotReadTtlMs }) => {
  // A set's picture changes only if the set does; any write to the tables it is read from forgets it.
  const pictures = appReadCache<CollectiblePicture | null>(app, db, {
    dependsOn: [collectibles, craftRecipes, merchants],
    ttlMs: hotReadTtlMs,
    maxEntries: PICTURES_KEPT,
  });
  const rasters = createRasterCache({ maxBytes: RASTER_BYTES_KEPT });

  app.get('/api/collectible-images/:fileName', async (request, reply) => {
    const { setId, format } = parseRequest('params', imageParamsSchema, request.params).fileName;
    const width = format === 'webp' ? parseRequest('query', rasterQuerySchema, request.query).w : null;
    const picture = await pictures.read(setId, async () => {
      const subject = await imageSubjectOf(db, setId);
      return subject && collectiblePicture(subject);
    });
    if (!picture) throw notFound('Image not found');

    const etag = width === null ? `"${picture.contentHash}"` : `"${picture.contentHash}-${width}"`;
    reply.header('ETag', etag).header('Cache-Control', CACHE_CONTROL);
    if (holdsAlready(request.headers['if-none-match'], etag)) return reply.code(304).send();
    if (width === null) return sendSvgPicture(reply, picture.svg);
    return reply.type('image/webp').send(await rasters.webp(picture.contentHash, picture.svg, width));
  });
};
