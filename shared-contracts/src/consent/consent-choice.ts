import { marketplaceBus } from '../bus/bus-events';

/**
 * Spec §9 cookie lifetimes: the visitor's cookie choice is kept a year. One constant for its name and
 * lifetime, shared by the shell (banner, analytics) and the legal remote (the cookie policy's settings).
 */
export const CONSENT_COOKIE = { name: 'consent', days: 365 } as const;

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
export interface ConsentCookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, attributes: { expires: number; path: string; sameSite: 'lax'; secure: boolean }): unknown;
}

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
export function readConsent(jar: ConsentCookieJar): ConsentChoice | null {
  return parseConsent(jar.get(CONSENT_COOKIE.name));
}

/**
 * Stores a decision for 365 days and tells the page at once (`consent:changed`), so the shell starts or
 * stops analytics whichever part of the page the choice was made in. A visitor id is made on the first
 * consent to analytics and kept while it lasts; withdrawing drops it.
 */
export function saveConsent(jar: ConsentCookieJar, { analytics }: { analytics: boolean }, makeId: () => string = () => crypto.randomUUID()): ConsentChoice {
  const previous = readConsent(jar);
  const choice: ConsentChoice = { analytics, visitorId: analytics ? (previous?.visitorId ?? makeId()) : null };
  jar.set(CONSENT_COOKIE.name, JSON.stringify(choice), {
    expires: CONSENT_COOKIE.days,
    path: '/',
    sameSite: 'lax',
    secure: globalThis.location?.protocol === 'https:',
  });
  marketplaceBus.emit('consent:changed', choice);
  return choice;
}
