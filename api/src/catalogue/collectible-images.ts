import { createHash } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { collectibles, craftRecipes, merchants } from '../db/schema.js';
import type { ArtSubject } from './art/art-subject.js';
import { collectibleArtSvg } from './art/collectible-art.js';

/**
 * Extension: the reference API draws a picture for every set itself, so the catalogue renders without
 * any image hosting. `imageUrl` is this path on the main API (see `resolveCollectibleImageUrl`); the
 * same picture is served as WebP at the widths of `RASTER_WIDTHS` (`{setId}.webp?w=320`).
 */
export function collectibleImagePath(setId: string): string {
  return `/api/collectible-images/${setId}.svg`;
}

/**
 * What a set's picture is drawn from: a collectible of that set, else the result of a recipe that
 * makes it. The first copy by id is read, so the answer does not depend on the table's order.
 */
export async function imageSubjectOf(db: Database, setId: string): Promise<ArtSubject | null> {
  const [collectible] = await db
    .select({
      merchantId: collectibles.merchantId,
      name: collectibles.name,
      rarity: collectibles.rarity,
      properties: collectibles.properties,
      luxury: merchants.luxury,
    })
    .from(collectibles)
    .innerJoin(merchants, eq(merchants.id, collectibles.merchantId))
    .where(eq(collectibles.setId, setId))
    .orderBy(asc(collectibles.id))
    .limit(1);
  if (collectible) return { setId, ...collectible };
  const [recipe] = await db
    .select({ merchantId: craftRecipes.merchantId, result: craftRecipes.result, luxury: merchants.luxury })
    .from(craftRecipes)
    .innerJoin(merchants, eq(merchants.id, craftRecipes.merchantId))
    .where(sql`${craftRecipes.result} ->> 'imageUrl' = ${collectibleImagePath(setId)}`)
    .orderBy(asc(craftRecipes.id))
    .limit(1);
  if (!recipe) return null;
  const { name, rarity, properties } = recipe.result;
  return { setId, merchantId: recipe.merchantId, name, rarity, properties, luxury: recipe.luxury };
}

export interface CollectiblePicture {
  svg: string;
  /** A hash of the SVG: names this exact picture (entity tags, the raster cache). */
  contentHash: string;
}

export function collectiblePicture(subject: ArtSubject): CollectiblePicture {
  const svg = collectibleArtSvg(subject);
  return { svg, contentHash: createHash('sha256').update(svg).digest('base64url').slice(0, 22) };
}
