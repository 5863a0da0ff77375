import Cookies from 'js-cookie';
import { siteCookie } from '@marketplace/contracts/browser';
import {
  DEFAULT_MERCHANT_ID,
  DEVICE_ID_COOKIE_ITEM,
  isLocale,
  LOCALE_COOKIE_ITEM,
  type Locale,
  MERCHANT_COOKIE_ITEM,
  REFERRAL_COOKIE_ITEM,
} from '@marketplace/contracts/wire';

/** The shell's cookies, each written through its storage-registry entry (names, lifetimes: spec §9). */
const deviceIdCookie = () => siteCookie(DEVICE_ID_COOKIE_ITEM, {});
const referralCookie = () => siteCookie(REFERRAL_COOKIE_ITEM, {});
const localeCookie = () => siteCookie(LOCALE_COOKIE_ITEM, {});
const merchantCookie = () => siteCookie(MERCHANT_COOKIE_ITEM, {});

/** The browser's device id, made once and kept 90 days (strict: it never rides along cross-site). */
export function ensureDeviceId(makeId: () => string = () => crypto.randomUUID()): string {
  const cookie = deviceIdCookie();
  const existing = cookie.get();
  if (existing) return existing;
  const deviceId = makeId();
  cookie.set(deviceId);
  return deviceId;
}

/** Who referred the visitor, taken from `?referral=`; kept 7 days so a later sign-up still credits them. */
export function rememberReferral(search: URLSearchParams): void {
  const referral = search.get('referral')?.trim();
  if (referral) referralCookie().set(referral.slice(0, 64));
}

export function readReferral(): string | undefined {
  return referralCookie().get();
}

/** Spec §9: the visitor's language choice, kept a year; the URL's locale prefix is what the page speaks. */
export function rememberLocale(locale: Locale): void {
  localeCookie().set(locale);
}

/** The language the visitor chose last (switcher, a prefixed address, the account), or null. */
export function readRememberedLocale(): Locale | null {
  const locale = localeCookie().get();
  return locale && isLocale(locale) ? locale : null;
}

export function rememberMerchant(merchantId: string): void {
  merchantCookie().set(merchantId);
}

/** Spec §2: the current merchant is remembered, `diamond-dreams` until the visitor shows another. */
export function readMerchant(): string {
  return merchantCookie().get() ?? DEFAULT_MERCHANT_ID;
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
  referralCookie().remove();
}
