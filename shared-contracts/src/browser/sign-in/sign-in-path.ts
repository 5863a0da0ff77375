/**
 * The address that signs a visitor in and brings them back to `returnTo` (the page they are on, locale
 * prefix, query and hash included): the shell's `/loading?auth=true&redirect=` round trip (spec §2), in
 * the page's locale. The address is not checked here: `/loading` and the shell's redirect guard follow
 * only a path of this site (`isSitePath`), so a foreign `redirect` goes nowhere.
 */
export function signInPath(localize: (path: string) => string, returnTo: string): string {
  return `${localize('/loading')}?auth=true&redirect=${encodeURIComponent(returnTo)}`;
}
