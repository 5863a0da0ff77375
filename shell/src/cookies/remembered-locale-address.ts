import { DEFAULT_LOCALE, localizePath, splitLocalePath, type Locale } from '@marketplace/contracts/wire';
import { readRememberedLocale } from './marketplace-cookies';

type Address = Pick<Location, 'pathname' | 'search' | 'hash'>;

/**
 * Issue 14 "the remembered language": an address without a locale prefix, opened by a person whose
 * locale cookie names another language, goes to that language's address (query and hash kept). A
 * prefixed address is what it says. Answers where to go, or null to stay.
 */
export function rememberedLocaleAddress({ pathname, search, hash }: Address, remembered: Locale | null): string | null {
  if (!remembered || remembered === DEFAULT_LOCALE) return null;
  if (pathname.split('/')[1] === DEFAULT_LOCALE) return null;
  const { locale, path } = splitLocalePath(pathname);
  if (locale !== DEFAULT_LOCALE) return null;
  return `${localizePath(path, remembered)}${search}${hash}`;
}

/**
 * Run before anything renders: a person who chose another language is sent to its address by a full
 * load, so the page the build prerendered for that language is the one that hydrates. A crawler is
 * never redirected (it indexes each address as it is); the bot check loads only when a redirect is due
 * (`loadBotCheck`: the page passes it under the shell's chunk-reload policy). Should that check not
 * arrive at all, the page stays in its address's language rather than staying blank.
 * Answers whether the page is being left.
 */
export async function followRememberedLocale(
  location: Address & Pick<Location, 'replace'>,
  userAgent: string,
  loadBotCheck: () => Promise<Pick<typeof import('isbot'), 'isbot'>> = () => import('isbot'),
): Promise<boolean> {
  const address = rememberedLocaleAddress(location, readRememberedLocale());
  if (!address) return false;
  const botCheck = await loadBotCheck().catch((error: unknown) => {
    console.error('The bot check could not be loaded; the page stays in its language', error);
    return null;
  });
  if (!botCheck || botCheck.isbot(userAgent)) return false;
  location.replace(address);
  return true;
}
