import { publicRead } from '../link-previews/link-preview.mjs';
import { waitAtMost } from './wait-at-most.mjs';

/**
 * The widths the reference API draws a collectible's picture at, and how wide an item page and a card
 * show it: the same values as the kit's `COLLECTIBLE_IMAGE_WIDTHS`, `collectibleImageSrcSet`,
 * `ITEM_DETAIL_IMAGE_SIZES` and `ITEM_CARD_IMAGE_SIZES` (`@marketplace/contracts/ui`), which the page's
 * `<img>` uses. A preload is used only when its `imagesrcset`/`imagesizes` are the image's own, so
 * `page-art.test.mjs` holds them equal.
 */
export const ITEM_ART_WIDTHS = [160, 320, 640];
export const ITEM_ART_SIZES = '(max-width: 48rem) 100vw, 34rem';
export const CARD_ART_SIZES = '(max-width: 48rem) 50vw, 16rem';
/** The store front's cards a phone shows in its first row (two columns): its largest paint is the first of them. */
const FIRST_ROW_CARDS = 2;
const REFERENCE_PICTURE = /^(.*\/api\/collectible-images\/[a-z0-9-]+)\.svg(?:\?.*)?$/;

/** The API's address made absolute, as the kit's `resolveCollectibleImageUrl` does (a path is on the main API). */
const onApi = (url, apiOrigin) => (url.startsWith('/') ? `${apiOrigin}${url}` : url);

/** The `srcset` of an item's art, as the kit's `collectibleImageSrcSet` writes it. */
export function itemArtSrcSet(imageUrl) {
  const reference = REFERENCE_PICTURE.exec(imageUrl);
  const urlAt = reference ? (width) => `${reference[1]}.webp?w=${width}` : (width) => `${imageUrl}${imageUrl.includes('?') ? '&' : '?'}w=${width}`;
  return ITEM_ART_WIDTHS.map((width) => `${urlAt(width)} ${width}w`).join(', ');
}

/**
 * The longest the document waits for the API's answer about its art; past it the page is served without
 * the art's hint, and the answer, read on for up to `ART_READ_MS`, is kept for the next page.
 */
const ART_WAIT_MS = 300;
const ART_READ_MS = 1500;
/** The art of a page is read again after this long (a merchant's new key art shows in hints within a minute). */
const ART_KEPT_MS = 60_000;
/** Pages whose art is kept at once: a crawl of every item cannot grow the server's memory without bound. */
const ART_KEPT = 500;

/** The store front's first page as the page reads it (`StoreFront`: by set, `CATALOGUE_PAGE_SIZE` of the contracts). */
const storeFrontRead = ({ merchantId }) => `/api/merchants/${merchantId}/store?groupBy=SET&page=1&pageSize=10`;

const ITEM_READS = {
  store: ({ merchantId, item }) => `/api/merchants/${merchantId}/store/${item.id}`,
  market: ({ merchantId, item }) => `/api/merchants/${merchantId}/market/${item.id}`,
};

/** The art of a collectible as a page shows it large (an item page, a collectible's page): its largest paint, first in line. */
const itemArt = (url, api) => {
  const href = onApi(url, api);
  return { href, srcset: itemArtSrcSet(href), sizes: ITEM_ART_SIZES, main: true };
};

/**
 * A merchant page's art: the merchant's key art (`artUrl` of `GET /api/merchants`, shown at the top of
 * each of its pages), on an item page the item's art at the width the page shows it, on the store
 * front's first page (`page.storeFront`) its first row of cards. What the page paints first is first in
 * line (`main`): the item's art on an item page; on a store front the key art and the first row, its
 * largest paint. Null when the API says the merchant is unknown or not active: the page is then
 * 'Merchant not found'.
 */
async function merchantArt(page, api, read) {
  const [merchants, item, front] = await Promise.all([
    read(api, '/api/merchants', ART_READ_MS).catch(() => null),
    page.item ? read(api, ITEM_READS[page.item.kind](page), ART_READ_MS).catch(() => null) : null,
    page.storeFront ? read(api, storeFrontRead(page), ART_READ_MS).catch(() => null) : null,
  ]);
  const merchant = Array.isArray(merchants) ? merchants.find((candidate) => candidate.id === page.merchantId) : undefined;
  // The shell answers 'Merchant not found' before any of the merchant's code or art loads (its guard).
  if (Array.isArray(merchants) && merchant?.status !== 'ACTIVE') return null;
  const artUrl = merchant?.artUrl;
  const imageUrl = item?.collectible?.imageUrl;
  const cards = Array.isArray(front?.records) ? front.records.slice(0, FIRST_ROW_CARDS).map((record) => record?.collectible?.imageUrl) : [];
  const art = [];
  if (typeof imageUrl === 'string') art.push(itemArt(imageUrl, api));
  // On a store front the key art and the first row load at once and high, as the page asks for them.
  if (typeof artUrl === 'string') art.push({ href: onApi(artUrl, api), main: !page.item });
  for (const card of cards) if (typeof card === 'string') art.push({ ...itemArt(card, api), sizes: CARD_ART_SIZES });
  return art;
}

/**
 * A collectible's page's art: its picture (`imageUrl` of `GET /api/collectibles/{id}`, the read the page
 * makes), shown as an item page shows an item's. None for a collectible the API does not know: the
 * account remote's page loads all the same and says 'not found' itself, so its code keeps its hints.
 */
async function collectibleArt(page, api, read) {
  const collectible = await read(api, `/api/collectibles/${encodeURIComponent(page.collectibleId)}`, ART_READ_MS).catch(() => null);
  return typeof collectible?.imageUrl === 'string' ? [itemArt(collectible.imageUrl, api)] : [];
}

/** A person's collection's first view as the profile page reads it (`CollectionGrid`: newest received first, `CATALOGUE_PAGE_SIZE` to a page). */
const collectionFrontRead = (userId) => `/api/users/${encodeURIComponent(userId)}/collectibles?page=1&pageSize=10&sort=RECEIVED_TIME&order=DESC`;
/** The ids the API reads a collection by (`GET /api/users/{id}/collectibles` refuses any other shape); the profile's read takes a username too. */
const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A public profile's art: on the collection's first view (`page.collectionFront`), its first card (the
 * first of `GET /api/users/{id}/collectibles`, read for the profile's own id as the page does once
 * `GET /api/users/{idOrUsername}` has answered), at a card's width and first in line: the page's largest
 * paint. Both reads are public, as anyone sees the collection. None for a person the API does not know
 * (the account remote's page loads all the same and says 'not found' itself, so its code keeps its
 * hints) or whose collection is empty. An address holding an id is read both ways at once.
 */
async function profileArt(page, api, read) {
  if (!page.collectionFront) return [];
  const guessedId = USER_ID.test(page.userId) ? page.userId.toLowerCase() : null;
  const [profile, guessed] = await Promise.all([
    read(api, `/api/users/${encodeURIComponent(page.userId)}`, ART_READ_MS).catch(() => null),
    guessedId ? read(api, collectionFrontRead(guessedId), ART_READ_MS).catch(() => null) : null,
  ]);
  if (typeof profile?.id !== 'string') return [];
  const collection = profile.id === guessedId ? guessed : await read(api, collectionFrontRead(profile.id), ART_READ_MS).catch(() => null);
  const first = Array.isArray(collection?.records) ? collection.records[0]?.imageUrl : undefined;
  return typeof first === 'string' ? [{ ...itemArt(first, api), sizes: CARD_ART_SIZES }] : [];
}

const ART_OF = { merchant: merchantArt, collectible: collectibleArt, profile: profileArt };

/**
 * What a remote page (`remotePageOf`) paints first, read from the API's public reads the page itself
 * makes (`page.art` says whose: a merchant's, a collectible's or a profile's; a page of words alone has
 * none and reads nothing). Null when the page will not load at all (a merchant that is not active). Each answer
 * is kept a minute per page; one the API did not give in time is asked again next time.
 */
export function createPageArtReader({ apiOrigin, read = publicRead }) {
  const kept = new Map();
  return async function pageArt(page, key) {
    if (!ART_OF[page.art]) return [];
    const known = kept.get(key);
    if (known && known.until > Date.now())
      return waitAtMost(
        known.value.catch(() => []),
        ART_WAIT_MS,
        [],
      );
    const value = apiOrigin().then((api) => ART_OF[page.art](page, api, read));
    // The oldest entry goes first (a Map keeps insertion order).
    if (kept.size >= ART_KEPT) kept.delete(kept.keys().next().value);
    kept.set(key, { until: Date.now() + ART_KEPT_MS, value });
    value.then(
      (art) => art?.length === 0 && kept.delete(key),
      () => kept.delete(key),
    );
    return waitAtMost(
      value.catch(() => []),
      ART_WAIT_MS,
      [],
    );
  };
}
