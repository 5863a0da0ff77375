import type { CookieItem, StoredItem, WebStorageItem } from './stored-item';

/**
 * Every cookie and storage key the site writes, one entry each (issue 24): the code writes through these
 * entries (`siteCookie`, `webStorageKey`, the API's `setRegisteredCookie`), a test fails on a write that
 * goes round them, and the cookie policy's table is rendered from this list. Adding a cookie is adding
 * an entry here and its purpose in the legal remote's catalogue; nothing else can add one.
 *
 * Lifetimes are spec §9's where it names them.
 */

/** The visitor's cookie choice (and, while analytics is accepted, the random id page views are counted under). */
export const CONSENT_COOKIE_ITEM = {
  name: 'consent',
  store: 'cookie',
  owner: 'shell',
  purposeKey: 'cookieTable.purposes.consent',
  lifetime: { kind: 'fixed', amount: 365, unit: 'day' },
  consent: 'necessary',
  sameSite: 'lax',
  path: '/',
  httpOnly: false,
} as const satisfies CookieItem;

export const DEVICE_ID_COOKIE_ITEM = {
  name: 'deviceId',
  store: 'cookie',
  owner: 'shell',
  purposeKey: 'cookieTable.purposes.deviceId',
  lifetime: { kind: 'fixed', amount: 90, unit: 'day' },
  consent: 'necessary',
  sameSite: 'strict',
  path: '/',
  httpOnly: false,
} as const satisfies CookieItem;

export const REFERRAL_COOKIE_ITEM = {
  name: 'referral',
  store: 'cookie',
  owner: 'shell',
  purposeKey: 'cookieTable.purposes.referral',
  lifetime: { kind: 'fixed', amount: 7, unit: 'day' },
  consent: 'necessary',
  sameSite: 'lax',
  path: '/',
  httpOnly: false,
} as const satisfies CookieItem;

export const LOCALE_COOKIE_ITEM = {
  name: 'locale',
  store: 'cookie',
  owner: 'shell',
  purposeKey: 'cookieTable.purposes.locale',
  lifetime: { kind: 'fixed', amount: 365, unit: 'day' },
  consent: 'necessary',
  sameSite: 'lax',
  path: '/',
  httpOnly: false,
} as const satisfies CookieItem;

export const MERCHANT_COOKIE_ITEM = {
  name: 'merchant',
  store: 'cookie',
  owner: 'shell',
  purposeKey: 'cookieTable.purposes.merchant',
  lifetime: { kind: 'fixed', amount: 365, unit: 'day' },
  consent: 'necessary',
  sameSite: 'lax',
  path: '/',
  httpOnly: false,
} as const satisfies CookieItem;

/** Spec §4: named by the user id, so sign-out finds it among the user's id-named cookies. */
export const WALLET_KEY_COOKIE_ITEM = {
  name: 'wallet-key-{userId}',
  store: 'cookie',
  owner: 'wallet',
  purposeKey: 'cookieTable.purposes.walletKey',
  lifetime: { kind: 'fixed', amount: 1, unit: 'hour' },
  consent: 'necessary',
  sameSite: 'strict',
  path: '/',
  httpOnly: false,
} as const satisfies CookieItem;

/** The API's session cookie (api/src/auth/session-cookie.ts): limited to the session routes. */
export const SESSION_COOKIE_ITEM = {
  name: 'marketplace_session',
  store: 'cookie',
  owner: 'api',
  purposeKey: 'cookieTable.purposes.session',
  lifetime: { kind: 'sign-in' },
  consent: 'necessary',
  sameSite: 'strict',
  path: '/oauth',
  httpOnly: true,
} as const satisfies CookieItem;

/** The API's device key (api/src/auth/device-key-cookie.ts): 400 days, the longest Chromium grants. */
export const DEVICE_KEY_COOKIE_ITEM = {
  name: 'marketplace_device',
  store: 'cookie',
  owner: 'api',
  purposeKey: 'cookieTable.purposes.deviceKey',
  lifetime: { kind: 'fixed', amount: 400, unit: 'day' },
  consent: 'necessary',
  sameSite: 'strict',
  path: '/oauth/token',
  httpOnly: true,
} as const satisfies CookieItem;

export const SIGNED_IN_HINT_ITEM = {
  name: 'marketplace:signed-in',
  store: 'localStorage',
  owner: 'shell',
  purposeKey: 'cookieTable.purposes.signedInHint',
  lifetime: { kind: 'sign-in' },
  consent: 'necessary',
} as const satisfies WebStorageItem;

/** Spec §3: the bot-protection token, under the name the spec gives it. */
export const HUMANITY_TOKEN_ITEM = {
  name: 'reCaptchaToken',
  store: 'localStorage',
  owner: 'kit',
  purposeKey: 'cookieTable.purposes.humanityToken',
  lifetime: { kind: 'until-cleared' },
  consent: 'necessary',
} as const satisfies WebStorageItem;

/** The wallet key cookie's other half: useless alone, gone with the tab. */
export const WALLET_CACHE_KEY_ITEM = {
  name: 'marketplace:wallet-cache-key',
  store: 'sessionStorage',
  owner: 'wallet',
  purposeKey: 'cookieTable.purposes.walletCacheKey',
  lifetime: { kind: 'tab' },
  consent: 'necessary',
} as const satisfies WebStorageItem;

export const WALLET_PROMPT_CLOSED_ITEM = {
  name: 'marketplace:wallet-prompt-closed',
  store: 'sessionStorage',
  owner: 'shell',
  purposeKey: 'cookieTable.purposes.walletPromptClosed',
  lifetime: { kind: 'tab' },
  consent: 'necessary',
} as const satisfies WebStorageItem;

/** Spec §4: when a path last reloaded for a failed chunk, so it reloads at most once per window. */
export const CHUNK_RELOAD_ITEM = {
  name: 'marketplace:chunk-reload:{path}',
  store: 'sessionStorage',
  owner: 'shell',
  purposeKey: 'cookieTable.purposes.chunkReload',
  lifetime: { kind: 'tab' },
  consent: 'necessary',
} as const satisfies WebStorageItem;

/** Spec §4: the modals a reload at home keeps, read back once within 5 s. */
export const KEPT_STATE_ITEM = {
  name: 'marketplace:kept-state',
  store: 'sessionStorage',
  owner: 'shell',
  purposeKey: 'cookieTable.purposes.keptState',
  lifetime: { kind: 'tab' },
  consent: 'necessary',
} as const satisfies WebStorageItem;

export const PENDING_FAVOURITE_ITEM = {
  name: 'marketplace:pending-favourite',
  store: 'sessionStorage',
  owner: 'kit',
  purposeKey: 'cookieTable.purposes.pendingFavourite',
  lifetime: { kind: 'fixed', amount: 30, unit: 'minute' },
  consent: 'necessary',
} as const satisfies WebStorageItem;

/** Issue 23: the items put in the cart (listing ids, names and shown prices, never a price the API trusts), kept through a reload and across tabs; emptied when the signed-in person leaves. */
export const CART_ITEM = {
  name: 'marketplace:cart',
  store: 'localStorage',
  owner: 'kit',
  purposeKey: 'cookieTable.purposes.cart',
  lifetime: { kind: 'until-cleared' },
  consent: 'necessary',
} as const satisfies WebStorageItem;

/** The registry, in the order the cookie table lists it: cookies first, then local and session storage. */
export const STORAGE_REGISTRY: readonly StoredItem[] = [
  CONSENT_COOKIE_ITEM,
  DEVICE_ID_COOKIE_ITEM,
  SESSION_COOKIE_ITEM,
  DEVICE_KEY_COOKIE_ITEM,
  WALLET_KEY_COOKIE_ITEM,
  LOCALE_COOKIE_ITEM,
  MERCHANT_COOKIE_ITEM,
  REFERRAL_COOKIE_ITEM,
  SIGNED_IN_HINT_ITEM,
  HUMANITY_TOKEN_ITEM,
  CART_ITEM,
  WALLET_CACHE_KEY_ITEM,
  WALLET_PROMPT_CLOSED_ITEM,
  CHUNK_RELOAD_ITEM,
  KEPT_STATE_ITEM,
  PENDING_FAVOURITE_ITEM,
];

/** Whether an item is one of the registry's (the accessors refuse any other). */
export function isRegistered(item: StoredItem): boolean {
  return STORAGE_REGISTRY.includes(item);
}
