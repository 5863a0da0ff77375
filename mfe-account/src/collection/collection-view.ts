import type { CollectiblesRequest } from '@marketplace/contracts/http';
import { CATALOGUE_PAGE_SIZE, RARITY_TIERS, type Rarity } from '@marketplace/contracts/wire';
import { pageOf, withPage } from '@marketplace/contracts/browser';

/** What a collection grid shows, all of it in the page's address so a link reproduces the view. */
export interface CollectionView {
  /** The game shown where the page offers a switch between games (`?game=`); null for every game. */
  game: string | null;
  /** Rarity tiers kept, in tier order; none means every tier. */
  rarities: Rarity[];
  /** Property type → values kept (any of them); several types must all match, as the API filters. */
  properties: Record<string, string[]>;
  /** From 1. */
  page: number;
}

const SLUG = /^[a-z0-9][a-z0-9-]{0,63}$/;
/** The API's shapes for a property filter (`type:value`, no comma in the value). */
const PROPERTY_TYPE = /^[A-Za-z][A-Za-z0-9_-]{0,31}$/;
const MAX_PROPERTY_VALUE = 64;

/**
 * The view an address asks for. An address is typed or shared by people, so whatever it holds that the
 * API would refuse (an unknown tier, a malformed property, a page that is not a number) is left out
 * rather than failing the page.
 */
export function collectionViewOf(search: URLSearchParams): CollectionView {
  const tiers = new Set((search.get('rarity') ?? '').split(','));
  const game = search.get('game');
  const properties: Record<string, string[]> = {};
  for (const filter of (search.get('property') ?? '').split(',')) {
    const colon = filter.indexOf(':');
    const type = filter.slice(0, colon);
    const value = filter.slice(colon + 1);
    if (colon < 1 || !PROPERTY_TYPE.test(type) || value === '' || value.length > MAX_PROPERTY_VALUE) continue;
    const values = properties[type] ?? [];
    if (!values.includes(value)) properties[type] = [...values, value];
  }
  return {
    game: game && SLUG.test(game) ? game : null,
    rarities: RARITY_TIERS.filter((tier) => tiers.has(tier)),
    properties,
    page: pageOf(search),
  };
}

/** The address's query for a view (`?game=…&rarity=rare,epic&property=element:fire&page=2`); defaults are left out. */
export function collectionViewSearch(view: CollectionView): string {
  const search = new URLSearchParams();
  if (view.game) search.set('game', view.game);
  if (view.rarities.length > 0) search.set('rarity', RARITY_TIERS.filter((tier) => view.rarities.includes(tier)).join(','));
  const filters = propertyFilters(view);
  if (filters.length > 0) search.set('property', filters.join(','));
  return withPage(search.size > 0 ? `?${search}` : '', view.page);
}

function propertyFilters(view: CollectionView): string[] {
  return Object.entries(view.properties).flatMap(([type, values]) => values.map((value) => `${type}:${value}`));
}

/** The view with a filter or the game changed: back on page 1, since the old page number means nothing any more. */
export function refinedView(view: CollectionView, change: Partial<Omit<CollectionView, 'page'>>): CollectionView {
  return { ...view, ...change, page: 1 };
}

/** The view with one property value ticked or unticked; a type left with no value is dropped. */
export function togglePropertyValue(view: CollectionView, type: string, value: string, kept: boolean): CollectionView {
  const values = (view.properties[type] ?? []).filter((held) => held !== value);
  const properties = { ...view.properties, [type]: kept ? [...values, value] : values };
  if (properties[type]?.length === 0) delete properties[type];
  return refinedView(view, { properties });
}

/** The view with no filter, keeping the game. */
export function clearedView(view: CollectionView): CollectionView {
  return refinedView(view, { rarities: [], properties: {} });
}

/** How many filter values narrow the view (each tier and each property value). */
export function activeFilterCount(view: CollectionView): number {
  return view.rarities.length + Object.values(view.properties).reduce((sum, values) => sum + values.length, 0);
}

/**
 * What the API is asked for a view of one person's collection: newest received first (spec §7
 * `sort=RECEIVED_TIME&order=DESC`), 10 to a page (spec §9). `merchantId` is the page's own game when its
 * address names one (`/collection/{merchant}`), else the view's.
 */
export function collectiblesRequestOf(view: CollectionView, merchantId: string | null): CollectiblesRequest {
  const game = merchantId ?? view.game;
  return {
    ...(game ? { merchantId: game } : {}),
    ...(view.rarities.length > 0 ? { rarity: view.rarities } : {}),
    ...(Object.keys(view.properties).length > 0 ? { properties: view.properties } : {}),
    sort: 'RECEIVED_TIME',
    order: 'DESC',
    page: view.page,
    pageSize: CATALOGUE_PAGE_SIZE,
  };
}
