import { gemPrice } from './gem-price.mjs';

/** A preview that waits longer than this for the API is left out: the page itself must not wait on it. */
const API_WAIT_MS = 1500;
/** The width of the item art a preview shows: the largest raster the API draws (`?w=`), square. */
const PREVIEW_ART_WIDTH = 640;

/**
 * The payload of a public read of the API, or null when it answers anything but 200 (a sold or unknown
 * item). Also read by the first paint's hints (tooling/first-paint/), with a shorter wait.
 */
export async function publicRead(apiOrigin, apiPath, waitMs = API_WAIT_MS) {
  const answer = await fetch(`${apiOrigin}${apiPath}`, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(waitMs) });
  if (!answer.ok) return null;
  const body = await answer.json();
  return body?.payload ?? null;
}

/** The raster of a set's art (`/api/collectible-images/{setId}.svg` → its 640 px WebP) on the API's origin. */
function previewArtOf(apiOrigin, imageUrl) {
  if (typeof imageUrl !== 'string' || !imageUrl.endsWith('.svg')) return null;
  const absolute = new URL(imageUrl, apiOrigin);
  absolute.pathname = absolute.pathname.replace(/\.svg$/, '.webp');
  absolute.searchParams.set('w', String(PREVIEW_ART_WIDTH));
  return { url: absolute.href, width: PREVIEW_ART_WIDTH, height: PREVIEW_ART_WIDTH, type: 'image/webp' };
}

async function merchantNameOf(apiOrigin, merchantId) {
  const merchants = await publicRead(apiOrigin, '/api/merchants');
  return (Array.isArray(merchants) ? merchants.find((merchant) => merchant.id === merchantId)?.name : null) ?? merchantId;
}

const personName = (profile) => profile?.displayName || profile?.username || '';

/** What each shared page's preview says, from the reads its page makes. */
const READERS = {
  async 'store-item'({ merchantId, id }, apiOrigin, words) {
    const item = await publicRead(apiOrigin, `/api/merchants/${merchantId}/store/${id}`);
    if (!item?.collectible) return null;
    const price = gemPrice(item.price);
    const merchant = await merchantNameOf(apiOrigin, merchantId);
    return {
      title: item.collectible.name,
      description: words('storeItem', { price, merchant }),
      price,
      art: previewArtOf(apiOrigin, item.collectible.imageUrl),
    };
  },
  async 'market-item'({ merchantId, id }, apiOrigin, words) {
    const listing = await publicRead(apiOrigin, `/api/merchants/${merchantId}/market/${id}`);
    if (!listing?.collectible) return null;
    const price = gemPrice(listing.price);
    const merchant = await merchantNameOf(apiOrigin, merchantId);
    return {
      title: listing.collectible.name,
      description: words('marketItem', { price, merchant, seller: personName(listing.seller) }),
      price,
      art: previewArtOf(apiOrigin, listing.collectible.imageUrl),
    };
  },
  async collectible({ id }, apiOrigin, words) {
    const collectible = await publicRead(apiOrigin, `/api/collectibles/${id}`);
    if (!collectible?.name) return null;
    const merchant = await merchantNameOf(apiOrigin, collectible.merchantId);
    const onSale = collectible.listing?.status === 'ACTIVE';
    const price = onSale ? gemPrice(collectible.listing.price) : null;
    return {
      title: collectible.name,
      description: onSale ? words('collectibleOnSale', { merchant, price }) : words('collectible', { merchant }),
      price,
      art: previewArtOf(apiOrigin, collectible.imageUrl),
    };
  },
  async profile({ id }, apiOrigin, words) {
    const profile = await publicRead(apiOrigin, `/api/users/${encodeURIComponent(id)}`);
    const name = personName(profile);
    if (!name) return null;
    return { title: name, description: profile.tagline || words('profile', { name }), price: null, art: null };
  },
};

/**
 * The preview of a shared page (`sharedPageOf`): its title, description, price and art, read from the
 * main API's public reads, with the site's name and the page's language and address; null when the
 * thing is gone or the API does not answer in time (the page is then served without one).
 */
export async function linkPreviewOf(page, { apiOrigin, pageUrl, words }) {
  try {
    const said = await READERS[page.kind](page, apiOrigin, words);
    return said && { ...said, kind: page.kind, locale: page.locale, url: pageUrl, siteName: words('siteName') };
  } catch {
    return null;
  }
}
