/**
 * The address that signs a visitor in and brings them back to `returnTo` (the page they are on, locale
 * prefix and query included): the shell's `/loading?auth=true&redirect=` round trip (spec §2), the same
 * address its own sign-in links build (shell `guards/login-url.ts`).
 */
export function signInPath(localize: (path: string) => string, returnTo: string): string {
  return `${localize('/loading')}?auth=true&redirect=${encodeURIComponent(returnTo)}`;
}
