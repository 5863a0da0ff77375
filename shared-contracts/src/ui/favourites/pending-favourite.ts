import { type FavouriteKey, favouriteKeySchema } from '../../api/schemas/favourite-schemas';

/**
 * A heart pressed while signed out: the item's merchant and set (nothing else, nothing secret) kept in
 * this tab's session storage while the person signs in, so the item is favourited when they come back.
 * It is forgotten after half an hour: a sign-in abandoned today must not favourite something tomorrow.
 */
const STORAGE_KEY = 'marketplace:pending-favourite';
const KEPT_MS = 30 * 60 * 1000;

export function rememberPendingFavourite(key: FavouriteKey, now: number = Date.now()): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ merchantId: key.merchantId, setId: key.setId, savedAt: now }));
  } catch {
    // Storage refused (private mode, quota): the person signs in and presses the heart again.
  }
}

/** Takes the pending favourite if it is this item's (and still fresh): it is then gone, so it is added once. */
export function takePendingFavourite(key: FavouriteKey, now: number = Date.now()): boolean {
  let saved: unknown;
  try {
    saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null');
  } catch {
    saved = null;
  }
  if (!saved || typeof saved !== 'object') return false;
  const savedAt = (saved as { savedAt?: unknown }).savedAt;
  const parsed = favouriteKeySchema.safeParse({ merchantId: (saved as FavouriteKey).merchantId, setId: (saved as FavouriteKey).setId });
  const fresh = typeof savedAt === 'number' && now - savedAt >= 0 && now - savedAt < KEPT_MS;
  if (!parsed.success || !fresh) {
    if (!fresh) sessionStorage.removeItem(STORAGE_KEY);
    return false;
  }
  if (parsed.data.merchantId !== key.merchantId || parsed.data.setId !== key.setId) return false;
  sessionStorage.removeItem(STORAGE_KEY);
  return true;
}
