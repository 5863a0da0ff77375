import type { StoreApi } from 'zustand/vanilla';
import { DEFAULT_LOCALE, isLocale, localizePath, splitLocalePath, type Locale } from '@marketplace/contracts/wire';
import type { SessionState } from '@marketplace/contracts/browser';
import type { SessionSignalDeps } from './session-signals';
import { rememberLocale } from '../cookies/marketplace-cookies';

/** Any origin will do: only the path, query and hash of a site path are read. */
const PATH_BASE = 'http://site.invalid';

/**
 * Issue 14: the account's language applies at sign-in. The address a sign-in returns to, in the
 * account's `preferredLocale` when that address names no language (no prefix); a prefixed address is
 * the person's explicit choice for this visit (the same rule as the remembered language), and the
 * default English is what every account has until its person chooses, so neither moves the page.
 */
export function signInReturnAddress(redirect: string, preferredLocale: string): string {
  if (!isLocale(preferredLocale) || preferredLocale === DEFAULT_LOCALE) return redirect;
  const { pathname, search, hash } = new URL(redirect, PATH_BASE);
  if (pathname.split('/')[1] === DEFAULT_LOCALE || splitLocalePath(pathname).locale !== DEFAULT_LOCALE) return redirect;
  rememberLocale(preferredLocale);
  return `${localizePath(pathname, preferredLocale)}${search}${hash}`;
}

export interface PreferredLocaleDeps {
  bus: SessionSignalDeps['bus'];
  store: StoreApi<SessionState>;
  /** The address now shown, with its locale prefix. */
  location: () => Pick<Location, 'pathname' | 'search' | 'hash'>;
  navigate: (to: string) => void;
}

/** The page's address in `locale`: same page, query and hash, the prefix following. */
function addressIn(locale: Locale, { pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'>): string | null {
  const current = splitLocalePath(pathname);
  return current.locale === locale ? null : `${localizePath(current.path, locale)}${search}${hash}`;
}

/**
 * `locale:preferred` (the account page saved a new preferred language): the site follows at once, the
 * session user says so, the locale cookie remembers it, and the address moves to the language's prefix.
 * Returns the function that stops listening.
 */
export function listenToPreferredLocale({ bus, store, location, navigate }: PreferredLocaleDeps): () => void {
  return bus.on('locale:preferred', ({ locale }) => {
    const { user } = store.getState();
    if (user) store.setState({ user: { ...user, preferredLocale: locale } });
    rememberLocale(locale);
    const next = addressIn(locale, location());
    if (next) navigate(next);
  });
}
