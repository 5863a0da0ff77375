/** Where a visitor starts signing in, coming back to `returnTo` (a path of this site) afterwards. */
export function loginUrl(localize: (path: string) => string, returnTo: string): string {
  return `${localize('/loading')}?auth=true&redirect=${encodeURIComponent(returnTo)}`;
}
