import Cookies from 'js-cookie';
import { DEFAULT_MERCHANT_ID, isLocale, type Locale } from '@marketplace/contracts/wire';

/** Spec §9 lifetimes, in days. */
export const COOKIE_DAYS = { deviceId: 90, referral: 7, locale: 365, merchant: 365 } as const;

export const COOKIE_NAMES = { deviceId: 'deviceId', referral: 'referral', locale: 'locale', merchant: 'merchant' } as const;

/** Secure only where the page itself is https: a local http site could not set it otherwise. */
function attributes(days: number, sameSite: 'strict' | 'lax' = 'lax'): Cookies.CookieAttributes {
  return { expires: days, path: '/', sameSite, secure: window.location.protocol === 'https:' };
}

/** The browser's device id, made once and kept 90 days (strict: it never rides along cross-site). */
export function ensureDeviceId(makeId: () => string = () => crypto.randomUUID()): string {
  const existing = Cookies.get(COOKIE_NAMES.deviceId);
  if (existing) return existing;
  const deviceId = makeId();
  Cookies.set(COOKIE_NAMES.deviceId, deviceId, attributes(COOKIE_DAYS.deviceId, 'strict'));
  return deviceId;
}

/** Who referred the visitor, taken from `?referral=`; kept 7 days so a later sign-up still credits them. */
export function rememberReferral(search: URLSearchParams): void {
  const referral = search.get('referral')?.trim();
  if (referral) Cookies.set(COOKIE_NAMES.referral, referral.slice(0, 64), attributes(COOKIE_DAYS.referral));
}

export function readReferral(): string | undefined {
  return Cookies.get(COOKIE_NAMES.referral);
}

/** Spec §9: the visitor's language choice, kept a year; the URL's locale prefix is what the page speaks. */
export function rememberLocale(locale: Locale): void {
  Cookies.set(COOKIE_NAMES.locale, locale, attributes(COOKIE_DAYS.locale));
}

/** The language the visitor chose last (switcher, a prefixed address, the account), or null. */
export function readRememberedLocale(): Locale | null {
  const locale = Cookies.get(COOKIE_NAMES.locale);
  return locale && isLocale(locale) ? locale : null;
}

export function rememberMerchant(merchantId: string): void {
  Cookies.set(COOKIE_NAMES.merchant, merchantId, attributes(COOKIE_DAYS.merchant));
}

/** Spec §2: the current merchant is remembered, `diamond-dreams` until the visitor shows another. */
export function readMerchant(): string {
  return Cookies.get(COOKIE_NAMES.merchant) ?? DEFAULT_MERCHANT_ID;
}

/**
 * Spec §4 logout: the cookies named by the user's id (the wallet's key cache among them) and the
 * referral cookie go; the device id and the visitor's locale and merchant stay.
 */
export function clearUserCookies(userId: string | null): void {
  if (userId) {
    for (const name of Object.keys(Cookies.get())) {
      if (name.includes(userId)) Cookies.remove(name, { path: '/' });
    }
  }
  Cookies.remove(COOKIE_NAMES.referral, { path: '/' });
}
