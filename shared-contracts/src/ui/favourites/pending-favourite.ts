import { webStorageKey } from '@marketplace/contracts/browser';
import { PENDING_FAVOURITE_ITEM } from '../../wire/site-storage/storage-registry';
import { type FavouriteKey, favouriteKeySchema } from '../../wire/schemas/favourite-schemas';

/**
 * A heart pressed while signed out: the item's merchant and set (nothing else, nothing secret) kept in
 * this tab's session storage while the person signs in, so the item is favourited when they come back.
 * It is forgotten after half an hour: a sign-in abandoned today must not favourite something tomorrow.
 */
const KEPT_MS = PENDING_FAVOURITE_ITEM.lifetime.amount * 60_000;

const pendingFavourite = () => webStorageKey(PENDING_FAVOURITE_ITEM, {});

export function rememberPendingFavourite(key: FavouriteKey, now: number = Date.now()): void {
  // A refused storage (private mode, quota) keeps nothing: the person signs in and presses the heart again.
  pendingFavourite().set(JSON.stringify({ merchantId: key.merchantId, setId: key.setId, savedAt: now }));
}

/** Takes the pending favourite if it is this item's (and still fresh): it is then gone, so it is added once. */
export function takePendingFavourite(key: FavouriteKey, now: number = Date.now()): boolean {
  const stored = pendingFavourite();
  let saved: unknown;
  try {
    saved = JSON.parse(stored.get() ?? 'null');
  } catch {
    saved = null;
  }
  if (!saved || typeof saved !== 'object') return false;
  const savedAt = (saved as { savedAt?: unknown }).savedAt;
  const parsed = favouriteKeySchema.safeParse({ merchantId: (saved as FavouriteKey).merchantId, setId: (saved as FavouriteKey).setId });
  const fresh = typeof savedAt === 'number' && now - savedAt >= 0 && now - savedAt < KEPT_MS;
  if (!parsed.success || !fresh) {
    if (!fresh) stored.remove();
    return false;
  }
  if (parsed.data.merchantId !== key.merchantId || parsed.data.setId !== key.setId) return false;
  stored.remove();
  return true;
}
