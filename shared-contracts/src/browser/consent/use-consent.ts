import { useSyncExternalStore } from 'react';
import { marketplaceBus } from '../bus/bus-events';
import { CONSENT_COOKIE, type ConsentChoice, type ConsentCookieJar, readConsent } from './consent-choice';

/**
 * The visitor's current cookie choice, re-read whenever any part of the page saves one. The cookie is
 * the one source of truth; the snapshot is cached by its value so React sees a stable object.
 */
export function useConsent(jar: Pick<ConsentCookieJar, 'get'>): ConsentChoice | null {
  return useSyncExternalStore(
    (changed) => marketplaceBus.on('consent:changed', changed),
    () => snapshotOf(jar),
    () => null,
  );
}

let lastValue: string | undefined;
let lastChoice: ConsentChoice | null = null;

function snapshotOf(jar: Pick<ConsentCookieJar, 'get'>): ConsentChoice | null {
  const value = jar.get(CONSENT_COOKIE.name);
  if (value !== lastValue) {
    lastValue = value;
    lastChoice = readConsent(jar);
  }
  return lastChoice;
}
