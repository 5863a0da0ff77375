/**
 * Where a rescue sign-in starts (spec §7 `POST /oauth/rescue/authentications`, through the shell's
 * `/loading`), coming back to `/rescue` in the same language.
 */
export function rescueSignInPath(sitePath: (path: string) => string): string {
  const query = new URLSearchParams({ auth: 'true', rescue: 'true', redirect: sitePath('/rescue') });
  return `${sitePath('/loading')}?${query.toString()}`;
}
