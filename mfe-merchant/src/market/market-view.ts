import type { MarketListingsRequest } from '@marketplace/contracts/http';
import { MARKET_SEARCH_MAX_LENGTH, type MarketListingSort, RARITY_TIERS, type Rarity } from '@marketplace/contracts/wire';
import { pageOf, withPage } from '@marketplace/contracts/browser';

/** What the market's listing grid shows, all of it in the page's address so a link reproduces the view. */
export interface MarketView {
  /** The name search as typed; '' for none. */
  q: string;
  /** Rarity tiers kept, in tier order; none means every tier. */
  rarities: Rarity[];
  categoryId: string | null;
  sort: MarketListingSort;
  /** From 1. */
  page: number;
}

export const DEFAULT_MARKET_SORT: MarketListingSort = 'NEWEST';

/** How each sort reads in an address: short, lower-case words rather than the API's constants. */
export const MARKET_SORT_PARAMS: Record<MarketListingSort, string> = { NEWEST: 'newest', PRICE_ASC: 'price-asc', PRICE_DESC: 'price-desc' };

const SORT_OF_PARAM = new Map(Object.entries(MARKET_SORT_PARAMS).map(([sort, param]) => [param, sort as MarketListingSort]));
const CATEGORY_PARAM = /^[a-z0-9][a-z0-9-]{0,63}$/;

/**
 * The view an address asks for. An address is typed or shared by people, so whatever it holds that
 * the market does not know (a rarity tier, a sort, a page that is not a number) is left out rather than
 * failing the page.
 */
export function marketViewOf(search: URLSearchParams): MarketView {
  const asked = new Set((search.get('rarity') ?? '').split(','));
  const category = search.get('category');
  return {
    q: (search.get('q') ?? '').slice(0, MARKET_SEARCH_MAX_LENGTH),
    rarities: RARITY_TIERS.filter((tier) => asked.has(tier)),
    categoryId: category && CATEGORY_PARAM.test(category) ? category : null,
    sort: SORT_OF_PARAM.get(search.get('sort') ?? '') ?? DEFAULT_MARKET_SORT,
    page: pageOf(search),
  };
}

/** The address's query for a view (`?q=…&rarity=rare,epic&category=rings&sort=price-asc&page=2`); what is the default is left out. */
export function marketViewSearch(view: MarketView): string {
  const search = new URLSearchParams();
  const q = view.q.trim();
  if (q) search.set('q', q);
  if (view.rarities.length > 0) search.set('rarity', RARITY_TIERS.filter((tier) => view.rarities.includes(tier)).join(','));
  if (view.categoryId) search.set('category', view.categoryId);
  if (view.sort !== DEFAULT_MARKET_SORT) search.set('sort', MARKET_SORT_PARAMS[view.sort]);
  return withPage(search.size > 0 ? `?${search}` : '', view.page);
}

/** The view with a search, filter or sort changed: back on page 1, since the old page number means nothing any more. */
export function refinedView(view: MarketView, change: Partial<Omit<MarketView, 'page'>>): MarketView {
  return { ...view, ...change, page: 1 };
}

/** The view with no search and no filter, keeping the sort. */
export function clearedView(view: MarketView): MarketView {
  return refinedView(view, { q: '', rarities: [], categoryId: null });
}

/** How many filters narrow the view (each rarity tier and the category), for the filter button's count. */
export function activeFilterCount(view: MarketView): number {
  return view.rarities.length + (view.categoryId ? 1 : 0);
}

export function isNarrowed(view: MarketView): boolean {
  return view.q.trim() !== '' || activeFilterCount(view) > 0;
}

/** What the API is asked for a view, `pageSize` to a page. */
export function listingsRequestOf(view: MarketView, pageSize: number): MarketListingsRequest {
  return {
    ...(view.q.trim() ? { q: view.q.trim() } : {}),
    ...(view.rarities.length > 0 ? { rarity: view.rarities } : {}),
    ...(view.categoryId ? { categoryId: view.categoryId } : {}),
    sort: view.sort,
    page: view.page,
    pageSize,
  };
}
