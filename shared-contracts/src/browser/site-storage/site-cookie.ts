import Cookies from 'js-cookie';
import { isRegistered } from '../../wire/site-storage/storage-registry';
import { type CookieItem, type NameValues, type StoredLifetime, storedItemName } from '../../wire/site-storage/stored-item';

/** The part of js-cookie a cookie is written with; tests pass a jar of their own. */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, attributes: Cookies.CookieAttributes): unknown;
  remove(name: string, attributes: Cookies.CookieAttributes): void;
}

const UNIT_MS = { second: 1000, minute: 60_000, hour: 3_600_000, day: 86_400_000 } as const;

/** js-cookie's `expires`: a date for a fixed lifetime, none (a browser-session cookie) otherwise. */
function expiresOf(lifetime: StoredLifetime, now: number): Date | undefined {
  return lifetime.kind === 'fixed' ? new Date(now + lifetime.amount * UNIT_MS[lifetime.unit]) : undefined;
}

export interface SiteCookie {
  readonly name: string;
  get(): string | undefined;
  set(value: string): void;
  remove(): void;
}

/**
 * A cookie of the storage registry, with its name, path, same-site rule and lifetime taken from its
 * entry, so what the browser holds is what the cookie policy says. An item that is not the registry's,
 * or that the API writes httpOnly (no page script can), is refused when written.
 */
export function siteCookie<Item extends CookieItem>(
  item: Item,
  values: NameValues<Item>,
  { jar = Cookies, now = Date.now }: { jar?: CookieJar; now?: () => number } = {},
): SiteCookie {
  const name = storedItemName(item, values);
  return {
    name,
    get: () => jar.get(name),
    set(value) {
      if (!isRegistered(item)) throw new Error(`The cookie '${item.name}' is not in the storage registry`);
      if (item.httpOnly) throw new Error(`The cookie '${item.name}' is the API's httpOnly cookie; a page cannot write it`);
      jar.set(name, value, {
        expires: expiresOf(item.lifetime, now()),
        path: item.path,
        sameSite: item.sameSite,
        // Secure only where the page itself is https: a local http site could not set it otherwise.
        secure: typeof window !== 'undefined' && window.location?.protocol === 'https:',
      });
    },
    remove: () => jar.remove(name, { path: item.path }),
  };
}
