/** The query parameter the shell keeps for 7 days and sends with a sign-up (spec §9). */
export const REFERRAL_QUERY = 'referral';

/**
 * A person's referral link: the site's home with their username, or their id before they have chosen
 * one (the API credits either). Unprefixed, so each visitor lands in their own language.
 */
export function referralLinkOf(origin: string, person: { id: string; username: string | null }): string {
  const url = new URL('/', origin);
  url.searchParams.set(REFERRAL_QUERY, person.username || person.id);
  return url.toString();
}
