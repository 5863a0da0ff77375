import type { ShowcaseItem } from '@marketplace/contracts/wire';

/** The page of a showcased item, locale-free: its store item, or its market listing. */
export function showcaseItemPath(item: Pick<ShowcaseItem, 'kind' | 'merchantId' | 'id'>): string {
  const area = item.kind === 'STORE' ? 'store' : 'market';
  return `/${area}/${encodeURIComponent(item.merchantId)}/${encodeURIComponent(item.id)}`;
}
