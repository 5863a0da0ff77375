/** Where the browser keeps an item: a cookie, or a key of one of the page's storages. */
export type SiteStore = 'cookie' | 'localStorage' | 'sessionStorage' | 'indexedDB';

/** The part of the product that writes it; the cookie table says who. */
export type StoredItemOwner = 'shell' | 'kit' | 'wallet' | 'legal' | 'api';

/**
 * How long an item lasts. `fixed` is a set time from when it is written; `tab` ends when the tab closes
 * (sessionStorage); `sign-in` ends when the person signs out or the sign-in expires; `until-cleared` stays
 * until the code that wrote it removes it, or the person clears the site's data.
 */
export type StoredLifetime =
  | { kind: 'fixed'; amount: number; unit: 'second' | 'minute' | 'hour' | 'day' }
  | { kind: 'tab' }
  | { kind: 'sign-in' }
  | { kind: 'until-cleared' };

/**
 * `necessary`: the site cannot do what the person asked without it, so it needs no consent (ePrivacy
 * art. 5(3)); `analytics`: written only after the person accepts analytics.
 */
export type ConsentCategory = 'necessary' | 'analytics';

interface StoredItemBase {
  /** The exact name, or a pattern with `{placeholders}` for the parts only known when written (`wallet-key-{userId}`). */
  name: string;
  owner: StoredItemOwner;
  /** The legal remote's message key of what it is for, in each language (the cookie table shows it). */
  purposeKey: `cookieTable.purposes.${string}`;
  lifetime: StoredLifetime;
  consent: ConsentCategory;
}

export interface CookieItem extends StoredItemBase {
  store: 'cookie';
  sameSite: 'strict' | 'lax';
  path: string;
  /** Written by the API as httpOnly: page scripts can neither read nor write it. */
  httpOnly: boolean;
}

export interface WebStorageItem extends StoredItemBase {
  store: 'localStorage' | 'sessionStorage';
}

export interface IndexedDbItem extends StoredItemBase {
  store: 'indexedDB';
}

/** One entry of the storage registry: one cookie, storage key or database the site writes. */
export type StoredItem = CookieItem | WebStorageItem | IndexedDbItem;

type PlaceholderOf<Name extends string> = Name extends `${string}{${infer Placeholder}}${infer Rest}` ? Placeholder | PlaceholderOf<Rest> : never;

/** The values an item's name pattern needs (`{ userId }` for `wallet-key-{userId}`), none for an exact name. */
export type NameValues<Item extends StoredItem> = Record<PlaceholderOf<Item['name']>, string>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** The concrete name of an item; a placeholder left without a value is a bug, so it throws. */
export function storedItemName<Item extends StoredItem>(item: Item, values: NameValues<Item>): string {
  const given = values as Record<string, string | undefined>;
  return item.name.replace(PLACEHOLDER, (_, placeholder: string) => {
    const value = given[placeholder];
    if (!value) throw new Error(`The stored item '${item.name}' needs a value for {${placeholder}}`);
    return value;
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a name the browser holds is this item (`wallet-key-42` is `wallet-key-{userId}`). */
export function isNameOf(item: StoredItem, name: string): boolean {
  const pattern = item.name
    .split(PLACEHOLDER)
    .map((part, index) => (index % 2 === 1 ? '.+' : escapeRegExp(part)))
    .join('');
  return new RegExp(`^${pattern}$`).test(name);
}
