import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { useMarketplaceApi } from '@marketplace/contracts/browser';
import type { MerchantCategory } from '@marketplace/contracts/wire';

/**
 * A merchant area whose front lists its things by category (the store's items, the craft area's recipes): what
 * its front page's heading and its category links need to know of it. Each such area declares one
 * (`store-area.ts`, `craft-area.ts`); the heading and the links are written once, over it. The area's words
 * follow its name: `routes.{area}.heading`, `routes.{area}Category.heading`, `{area}.categoryHeading`,
 * `{area}.categoriesLabel`, and the one that differs, the first link's.
 */
export interface CategorisedArea<K extends QueryKey = QueryKey> {
  area: 'store' | 'craft';
  /** The query of the area's categories (the heading and the links read the same one). */
  categories: (api: ReturnType<typeof useMarketplaceApi>, merchantId: string) => UseQueryOptions<MerchantCategory[], Error, MerchantCategory[], K>;
  /** The front's addresses, locale-free. */
  paths: { front: (merchantId: string) => string; category: (merchantId: string, categoryId: string) => string };
  /** The merchant namespace's key of the first link, to every thing of the area. */
  allKey: string;
}

/** Declares an area, its query key's type taken from its categories' query. */
export const categorisedArea = <K extends QueryKey>(area: CategorisedArea<K>): CategorisedArea<K> => area;

/** What an area's front page is given by its route: the merchant, and the category shown (null for every thing of the area). */
export interface CategorisedFrontProps {
  merchantId: string;
  categoryId: string | null;
}
