import type { ListingStatus } from '@marketplace/contracts/wire';
import { withPage } from '@marketplace/contracts/browser';

export const LISTINGS_PATH = '/user-portal/listings';

/** The states the page filters by, as the address spells them (`?state=sold`); a withdrawn listing is CANCELLED to the API. */
export const LISTING_STATES = ['active', 'reserved', 'sold', 'withdrawn'] as const;
export type ListingState = (typeof LISTING_STATES)[number];

const STATUS_OF_STATE: Record<ListingState, ListingStatus> = { active: 'ACTIVE', reserved: 'RESERVED', sold: 'SOLD', withdrawn: 'CANCELLED' };

export const statusOfState = (state: ListingState): ListingStatus => STATUS_OF_STATE[state];

export function stateOfStatus(status: ListingStatus): ListingState {
  return LISTING_STATES.find((state) => STATUS_OF_STATE[state] === status) ?? 'active';
}

/** The state the address asks for; anything else (or nothing) is the listings on sale. */
export function stateInSearch(search: URLSearchParams): ListingState {
  const asked = search.get('state');
  return LISTING_STATES.find((state) => state === asked) ?? 'active';
}

/** The page's address for a state and a page: the listings on sale, page 1, is the bare path. */
export function listingsHref(state: ListingState, page: number): string {
  return withPage(state === 'active' ? LISTINGS_PATH : `${LISTINGS_PATH}?state=${state}`, page);
}
