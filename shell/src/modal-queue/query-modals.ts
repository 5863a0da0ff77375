import type { ModalRequest } from './modal-request';

/**
 * Spec §2: the query parameters that open modals when a page loads, in the order they queue.
 * `cause=auth` asks a visitor to sign in; a signed-in user has nothing to do.
 */
export function modalsForQuery(search: URLSearchParams, isLoggedIn: boolean): ModalRequest[] {
  const requests: ModalRequest[] = [];
  const cause = search.get('cause');
  if (cause === 'authExpired' || cause === 'expired') requests.push({ kind: 'token-expired' });
  if (cause === 'auth' && !isLoggedIn) requests.push({ kind: 'login' });
  if (cause === 'error') requests.push({ kind: 'login-error' });
  if (search.has('link') || search.has('new-wallet-existing-link')) requests.push({ kind: 'wallet-create', mode: 'link' });
  if (search.has('rescue')) requests.push({ kind: 'rescue' });
  if (search.has('walletless-link')) requests.push({ kind: 'walletless-link' });
  if (search.has('existing-link')) requests.push({ kind: 'wallet-locked', variant: 'locked' });
  return requests;
}
