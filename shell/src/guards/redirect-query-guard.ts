import { isSitePath } from '@marketplace/contracts/wire';
import type { Guard } from './guard-context';
import { PASS } from './guard-outcome';
import { signInPath } from '@marketplace/contracts/browser';

/**
 * Spec §2: a `redirect` query sends a signed-in user to its target, and anyone else to sign in first
 * (coming back to this very address, which then sends them on). Only same-origin paths are followed;
 * anything else is dropped and reported, so the site can never be used as an open redirect.
 * `/loading` reads `redirect` itself, after sign-in.
 */
export const redirectQueryGuard: Guard = ({ entry, search, fullPath }, { isLoggedIn, localize, reportRejectedRedirect }) => {
  const target = search.get('redirect');
  if (target === null || entry?.id === 'loading') return PASS;
  if (!isSitePath(target)) {
    reportRejectedRedirect(target);
    return PASS;
  }
  return { kind: 'navigate', to: isLoggedIn() ? target : signInPath(localize, fullPath) };
};
