import { lazy, Suspense } from 'react';
import { useIsLoggedIn } from '@marketplace/contracts/browser';
import { importShellChunk } from '../federation/shell-chunk';

const PendingClosingNotice = lazy(() =>
  importShellChunk(() => import('./pending-closing-notice')).then((module) => ({ default: module.PendingClosingNotice })),
);

/**
 * What a person whose account is set to close sees on every page once signed in (issue 24): the day it closes
 * and "Keep my account", which cancels it. Signing in during the grace period is how a closing is undone, so
 * the offer sits at the top of whatever page the sign-in led to. The same query as the account page's
 * closing section: keeping the account here or there clears both.
 */
export function AccountClosingNotice() {
  const loggedIn = useIsLoggedIn();
  return loggedIn ? (
    <Suspense fallback={null}>
      <PendingClosingNotice />
    </Suspense>
  ) : null;
}
