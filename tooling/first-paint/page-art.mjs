import { publicRead } from '../link-previews/link-preview.mjs';

/**
 * The widths the reference API draws a collectible's picture at, and how wide an item page shows it:
 * the same values as the kit's `COLLECTIBLE_IMAGE_WIDTHS`, `collectibleImageSrcSet` and
 * `ITEM_DETAIL_IMAGE_SIZES` (`@marketplace/contracts/ui`), which the page's `<img>` uses. A preload is
 * used only when its `imagesrcset`/`imagesizes` are the image's own, so `page-art.test.mjs` holds them equal.
 */
export const ITEM_ART_WIDTHS = [160, 320, 640];
export const ITEM_ART_SIZES = '(max-width: 48rem) 100vw, 34rem';
const REFERENCE_PICTURE = /^(.*\/api\/collectible-images\/[a-z0-9-]+)\.svg(?:\?.*)?$/;

/** The API's address made absolute, as the kit's `resolveCollectibleImageUrl` does (a path is on the main API). */
const onApi = (url, apiOrigin) => (url.startsWith('/') ? `${apiOrigin}${url}` : url);

/** The `srcset` of an item's art, as the kit's `collectibleImageSrcSet` writes it. */
export function itemArtSrcSet(imageUrl) {
  const reference = REFERENCE_PICTURE.exec(imageUrl);
  const urlAt = reference ? (width) => `${reference[1]}.webp?w=${width}` : (width) => `${imageUrl}${imageUrl.includes('?') ? '&' : '?'}w=${width}`;
  return ITEM_ART_WIDTHS.map((width) => `${urlAt(width)} ${width}w`).join(', ');
}

/** The longest the document waits for the API's answer about its art; past it the page is served without the art's hint. */
const ART_WAIT_MS = 300;
/** The art of a page is read again after this long (a merchant's new key art shows in hints within a minute). */
const ART_KEPT_MS = 60_000;
/** Pages whose art is kept at once: a crawl of every item cannot grow the server's memory without bound. */
const ART_KEPT = 500;

const ITEM_READS = {
  store: ({ merchantId, item }) => `/api/merchants/${merchantId}/store/${item.id}`,
  market: ({ merchantId, item }) => `/api/merchants/${merchantId}/market/${item.id}`,
};

/**
 * What a remote page (`remotePageOf`) paints first, read from the API's public reads the page itself
 * makes: the merchant's key art (`artUrl` of `GET /api/merchants`, shown at the top of each of its
 * pages), and on an item page the item's art at the width the page shows it. The page's largest paint
 * is first in line (`main`): the item's art on an item page, else the key art.
 * Each answer is kept a minute per page; one the API did not give in time is asked again next time.
 */
export function createPageArtReader({ apiOrigin, read = publicRead }) {
  const kept = new Map();
  async function artOf(page, api) {
    const [merchants, item] = await Promise.all([
      read(api, '/api/merchants', ART_WAIT_MS).catch(() => null),
      page.item ? read(api, ITEM_READS[page.item.kind](page), ART_WAIT_MS).catch(() => null) : null,
    ]);
    const artUrl = Array.isArray(merchants) ? merchants.find((merchant) => merchant.id === page.merchantId)?.artUrl : null;
    const imageUrl = item?.collectible?.imageUrl;
    const art = [];
    if (typeof imageUrl === 'string') {
      const href = onApi(imageUrl, api);
      art.push({ href, srcset: itemArtSrcSet(href), sizes: ITEM_ART_SIZES, main: true });
    }
    if (typeof artUrl === 'string') art.push({ href: onApi(artUrl, api), main: art.length === 0 });
    return art;
  }
  return async function pageArt(page, key) {
    const known = kept.get(key);
    if (known && known.until > Date.now()) return known.value;
    const value = apiOrigin().then((api) => artOf(page, api));
    // The oldest entry goes first (a Map keeps insertion order).
    if (kept.size >= ART_KEPT) kept.delete(kept.keys().next().value);
    kept.set(key, { until: Date.now() + ART_KEPT_MS, value });
    value.then(
      (art) => art.length || kept.delete(key),
      () => kept.delete(key),
    );
    return value.catch(() => []);
  };
}
