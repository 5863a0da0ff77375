import type { StoreApi } from 'zustand/vanilla';
import type { SessionState } from '@marketplace/contracts/browser';
import { hasAcceptedCurrentTerms, type TermsAcceptancePayload, type UserState } from '@marketplace/contracts/wire';

/**
 * Whether a signed-in person must accept the terms in force before going on: never accepted, or an
 * older version. The modal that asks cannot be dismissed, so nobody buys or sells under terms they
 * have not accepted; everything they do after it (the wallet prompt too) waits behind it.
 */
export function mustAcceptTerms(user: Pick<UserState, 'acceptedTermsVersion'>): boolean {
  return !hasAcceptedCurrentTerms(user.acceptedTermsVersion);
}

/** What the API stored, into the user state: the modal is not asked again on this page. */
export function recordTermsAcceptance(store: StoreApi<SessionState>, { acceptedTermsVersion }: TermsAcceptancePayload): void {
  const { user } = store.getState();
  if (user) store.setState({ user: { ...user, acceptTerms: true, acceptedTermsVersion } });
}
