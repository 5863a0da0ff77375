import { lazy } from 'react';
import Cookies from 'js-cookie';
import { marketplaceBus, readConsent } from '@marketplace/contracts/browser';
import type { ModalQueue } from '../../modal-queue/modal-queue';
import { registerModal } from '../../modal-queue/modal-registry';
import { importShellChunk } from '../../federation/shell-chunk';

const HIDDEN_ON = new Set(['/legal/cookies', '/loading']);

/**
 * The cookie choice asked on a first visit: a banner at the bottom of the page, not a dialog, so the
 * page stays usable while it waits. Its code is a chunk of its own, fetched only when a visitor who
 * has not chosen yet is there (the first load of `/` does not carry it).
 */
export const consentBannerModal = registerModal({
  kind: 'consent',
  headingKey: () => 'consent.bannerHeading',
  // Answered by a choice (reject is one click); closing it without one would only ask again next page load.
  dismissible: () => false,
  presentation: 'banner',
  // The cookie policy holds the same settings: a banner on top of them would ask the same thing twice. The
  // sign-in's loading page only passes through (to the identity page, or on to the page after it, where a
  // newcomer's welcome asks the choice as its last step).
  hiddenOn: (path) => HIDDEN_ON.has(path.replace(/\/+$/, '')),
  Body: lazy(() => importShellChunk(() => import('../consent-banner')).then((module) => ({ default: module.ConsentBanner }))),
});

/**
 * Queues the banner when the visitor has not chosen yet (no consent cookie, or one this code did not
 * write). A choice made anywhere else meanwhile (the cookie policy's settings) answers it too.
 */
export function askForConsent(modals: ModalQueue, jar: Parameters<typeof readConsent>[0] = Cookies): void {
  if (!readConsent(jar)) modals.open({ kind: 'consent' });
  marketplaceBus.on('consent:changed', () => modals.closeKind('consent'));
}
