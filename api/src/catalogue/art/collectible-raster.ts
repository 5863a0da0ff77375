import sharp from 'sharp';
import { CANVAS_SIZE } from './art-canvas.js';

/**
 * The widths a picture is rasterised at, the ones a page's `srcset` lists: a card 160 px wide at 1×
 * and 2×, and the item page's picture at 2×. No other width is rendered, so nobody can make the
 * server draw (and keep) pictures of any size they like.
 */
export const RASTER_WIDTHS = [160, 320, 640] as const;
export type RasterWidth = (typeof RASTER_WIDTHS)[number];

/** librsvg draws an SVG's own width (`CANVAS_SIZE` CSS pixels) at 72 dots per inch; `density` scales that. */
const SVG_DENSITY = 72;

/**
 * Lossy WebP, quality 80, chosen by looking at the seeded sets zoomed 3×: at 75 a gem's facets and a
 * watch's hands start to smear; above 82 the bytes grow with nothing more to see. Smart chroma subsampling keeps
 * the small saturated marks (the rarity corners, a watch's red hand, a gold chain's beads) their colour
 * at 160 px, for some 6 % more bytes.
 */
const WEBP = { quality: 80, smartSubsample: true } as const;

/**
 * A picture of the art canvas (an SVG `CANVAS_SIZE` wide and high) as a WebP of one width. sharp draws
 * the SVG with librsvg and encodes it on libuv's thread pool, so a render keeps the event loop free for
 * other requests. The art draws no text and loads nothing from elsewhere. It is opaque (its backdrop
 * fills the square), so the WebP carries no alpha channel.
 */
export async function rasterise(svg: string, width: RasterWidth): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: (SVG_DENSITY * width) / CANVAS_SIZE })
    .removeAlpha()
    .webp(WEBP)
    .toBuffer();
}

export interface RasterCacheOptions {
  /** The most WebP bytes kept; the least recently served go first. */
  maxBytes: number;
  render?: typeof rasterise;
}

export interface RasterCache {
  /** The WebP of `svg` at `width`: kept, or rendered once however many ask for it at the same time. */
  webp(key: string, svg: string, width: RasterWidth): Promise<Buffer>;
  readonly keptBytes: number;
}

/**
 * Rendered pictures by their content and width. The key names the content (a hash of the SVG), so a
 * kept picture is never stale: a changed picture has a new key, and the old one ages out.
 */
export function createRasterCache({ maxBytes, render = rasterise }: RasterCacheOptions): RasterCache {
  const kept = new Map<string, Buffer>();
  const rendering = new Map<string, Promise<Buffer>>();
  let keptBytes = 0;

  function keep(key: string, picture: Buffer): void {
    if (picture.length > maxBytes) return;
    kept.set(key, picture);
    keptBytes += picture.length;
    for (const [oldest, oldPicture] of kept) {
      if (keptBytes <= maxBytes) break;
      kept.delete(oldest);
      keptBytes -= oldPicture.length;
    }
  }

  return {
    get keptBytes() {
      return keptBytes;
    },
    webp(contentKey, svg, width) {
      const key = `${contentKey}@${width}`;
      const hit = kept.get(key);
      if (hit) {
        // Map order is insertion order: re-inserting marks the key most recently served.
        kept.delete(key);
        kept.set(key, hit);
        return Promise.resolve(hit);
      }
      const pending = rendering.get(key);
      if (pending) return pending;
      const render$ = render(svg, width).then((picture) => {
        keep(key, picture);
        return picture;
      });
      const settled = () => rendering.delete(key);
      render$.then(settled, settled);
      rendering.set(key, render$);
      return render$;
    },
  };
}
