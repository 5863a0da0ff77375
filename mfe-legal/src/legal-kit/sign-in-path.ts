/**
 * The address that signs a visitor in and brings them back to `returnTo`: the shell's
 * `/loading?auth=true&redirect=` round trip (spec §2), as the shell's own sign-in links build it.
 */
export function signInPath(localize: (path: string) => string, returnTo: string): string {
  return `${localize('/loading')}?auth=true&redirect=${encodeURIComponent(returnTo)}`;
}
