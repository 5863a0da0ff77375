import { marketplaceBus } from '../bus/bus-events';
import { type CookieJar, siteCookie } from '../site-storage/site-cookie';
import { CONSENT_COOKIE_ITEM } from '../../wire/site-storage/storage-registry';

/**
 * The visitor's cookie choice is kept a year: the registry's entry names it and its lifetime, shared by
 * the shell (banner, analytics) and the legal remote (the cookie policy's settings).
 */
export const CONSENT_COOKIE = CONSENT_COOKIE_ITEM;

/**
 * What the visitor chose. Necessary cookies need no consent and are always on; analytics is the one
 * optional category. `visitorId` is the random id page views are counted under: it exists only while
 * analytics is consented to (made on consent, dropped on withdrawal), so it never outlives the choice.
 */
export interface ConsentChoice {
  analytics: boolean;
  visitorId: string | null;
}

/** The part of js-cookie the consent functions use; the page passes its one shared js-cookie. */
export type ConsentCookieJar = CookieJar;

const VISITOR_ID = /^[0-9a-f-]{36}$/;

/** Reads the cookie's value; anything that is not a choice this code wrote reads as "not decided yet". */
export function parseConsent(value: string | undefined): ConsentChoice | null {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { analytics, visitorId } = parsed as Record<string, unknown>;
    if (typeof analytics !== 'boolean') return null;
    if (!analytics) return { analytics, visitorId: null };
    // Consent to analytics without a usable visitor id is no choice this code wrote: ask again.
    return typeof visitorId === 'string' && VISITOR_ID.test(visitorId) ? { analytics, visitorId } : null;
  } catch {
    return null;
  }
}

/** The visitor's choice, or null when they have not decided (the banner asks). */
export function readConsent(jar: Pick<ConsentCookieJar, 'get'>): ConsentChoice | null {
  return parseConsent(jar.get(CONSENT_COOKIE.name));
}

/**
 * Stores a decision for the registry's 365 days and tells the page at once (`consent:changed`), so the shell starts or
 * stops analytics whichever part of the page the choice was made in. A visitor id is made on the first
 * consent to analytics and kept while it lasts; withdrawing drops it.
 */
export function saveConsent(jar: ConsentCookieJar, { analytics }: { analytics: boolean }, makeId: () => string = () => crypto.randomUUID()): ConsentChoice {
  const previous = readConsent(jar);
  const choice: ConsentChoice = { analytics, visitorId: analytics ? (previous?.visitorId ?? makeId()) : null };
  siteCookie(CONSENT_COOKIE, {}, { jar }).set(JSON.stringify(choice));
  marketplaceBus.emit('consent:changed', choice);
  return choice;
}
