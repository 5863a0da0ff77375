import type { StoreApi } from 'zustand/vanilla';
import type { MarketplaceApi, SessionState } from '@marketplace/contracts';

/**
 * Spec §4/§7 show-balance: the choice shows at once, and goes back to what it was if the server
 * answers no payload (a failure). Answers whether the server kept it.
 */
export async function changeShowBalance(
  api: Pick<MarketplaceApi, 'userSettings'>,
  store: StoreApi<SessionState>,
  showBalance: boolean,
): Promise<boolean> {
  const user = store.getState().user;
  if (!user) return false;
  const previous = user.showBalance;
  store.setState({ user: { ...user, showBalance } });
  // The client rejects when no payload returns; the payload itself is the stored boolean.
  const saved = await api.userSettings.setShowBalance({ showBalance }).then(
    () => true,
    () => false,
  );
  if (saved) return true;
  const now = store.getState().user;
  // Only the same person's choice is put back: a sign-out meanwhile leaves nothing to revert.
  if (now?.id === user.id) store.setState({ user: { ...now, showBalance: previous } });
  return false;
}
