import { matchRoutes, type RouteObject } from 'react-router';
import { localePrefix, splitLocalePath, SUPPORTED_LOCALES, type Locale } from '@marketplace/contracts/wire';
import type { RouteEntry } from '../route-model/route-entry';
import { localeOfSegment } from './address-locale';
import { createMarketplaceRoutes } from './marketplace-routes';
import { ROUTE_TABLE } from './route-table';

const routes = createMarketplaceRoutes({
  guardServicesFor: () => {
    throw new Error('no guards in this test');
  },
  leave: () => undefined,
});

/** What an address opens: its locale, the route table's entry (null: the unknown-path page) and the entry's parameters. */
interface Opened {
  locale: string;
  entry: string | null;
  params: Record<string, string | undefined>;
}

function openedInOneTree(pathname: string): Opened {
  const matches = matchRoutes(routes, pathname) ?? [];
  const leaf = matches.at(-1);
  const { locale: segment, ...params } = leaf?.params ?? {};
  const locale = localeOfSegment(segment);
  const entry = (leaf?.route.handle as { entry?: RouteEntry } | undefined)?.entry ?? null;
  return locale ? { locale, entry: entry?.id ?? null, params: entry ? params : {} } : { locale: 'en', entry: null, params: {} };
}

/** The shape the router had before: the table mounted once per locale under its static prefix. */
function treeOfLocale(locale: Locale): RouteObject {
  const layout = (name: string, extra: RouteObject[] = []): RouteObject => ({
    id: `${locale}:${name}`,
    children: [
      ...ROUTE_TABLE.filter((entry) => entry.layout === name).map(
        (entry): RouteObject => ({ id: `${locale}:${entry.id}`, ...(entry.path === '' ? { index: true } : { path: entry.path }), handle: { entry } }),
      ),
      ...extra,
    ],
  });
  return { id: locale, path: localePrefix(locale) || '/', children: [layout('default', [{ id: `${locale}:unknown`, path: '*' }]), layout('simple')] };
}

const treePerLocale = new Map(SUPPORTED_LOCALES.map((locale) => [locale, [treeOfLocale(locale)]]));

/**
 * Looked up in the tree of the address's prefix alone, as that router did to rank fewer routes: no other
 * locale's tree can match a prefixed address (their prefixes are static), and each tree has its own
 * unknown path.
 */
function openedInTreePerLocale(pathname: string): Opened {
  const { locale } = splitLocalePath(pathname);
  const matches = matchRoutes(treePerLocale.get(locale) ?? [], pathname) ?? [];
  const leaf = matches.at(-1);
  const entry = (leaf?.route.handle as { entry?: RouteEntry } | undefined)?.entry ?? null;
  const params = entry ? { ...leaf?.params } : {};
  return { locale, entry: entry?.id ?? null, params };
}

/**
 * Addresses made of every path of the table, each parameter in turn given every first word of a path
 * of the table (`/store/support`, `/collectible/search`), a locale, or an ordinary value, under no prefix,
 * a locale's and a segment that names no locale: the corners where a prefixed route and an English one meet.
 */
function addresses(): string[] {
  const words = [...new Set(ROUTE_TABLE.map((entry) => entry.path.split('/')[0] ?? '').filter(Boolean))];
  const values = [...words, 'ja', 'en', 'xx', 'diamond-dreams', 'a1'];
  const paths = new Set<string>();
  for (const { path } of ROUTE_TABLE) {
    const segments = path.split('/').filter(Boolean);
    const fill = (position: number, value: string) =>
      segments.map((segment, index) => (segment.startsWith(':') ? (index === position ? value : 'a1') : segment)).join('/');
    paths.add(fill(-1, ''));
    segments.forEach((segment, position) => {
      if (segment.startsWith(':')) for (const value of values) paths.add(fill(position, value));
    });
  }
  paths.add('no/such/page');
  return ['', '/ja', '/xx'].flatMap((prefix) => [...paths].map((path) => `${prefix}/${path}`.replace(/\/$/, '') || '/'));
}

describe('the route tree, built once with an optional locale segment', () => {
  it('opens every address as the tree per locale did: the same locale, page and parameters', () => {
    const differences = addresses()
      .map((pathname) => ({ pathname, now: openedInOneTree(pathname), before: openedInTreePerLocale(pathname) }))
      .filter(({ now, before }) => JSON.stringify(now) !== JSON.stringify(before));

    expect(differences).toEqual([]);
  });

  it.each([
    ['/', { locale: 'en', entry: 'home', params: {} }],
    ['/ja', { locale: 'ja', entry: 'home', params: {} }],
    ['/ja/', { locale: 'ja', entry: 'home', params: {} }],
    ['/de/store/diamond-dreams', { locale: 'de', entry: 'store', params: { merchant: 'diamond-dreams' } }],
    ['/ja/collection', { locale: 'ja', entry: 'shortForm:collection', params: {} }],
    ['/collection/ja', { locale: 'en', entry: 'collectionMerchant', params: { merchant: 'ja' } }],
    ['/store/support', { locale: 'en', entry: 'store', params: { merchant: 'support' } }],
    ['/en', { locale: 'en', entry: null, params: {} }],
    ['/en/store/diamond-dreams', { locale: 'en', entry: null, params: {} }],
    ['/xx/loading', { locale: 'en', entry: null, params: {} }],
    ['/ko/no/such/page', { locale: 'ko', entry: null, params: {} }],
    ['/JA/store/diamond-dreams', { locale: 'ja', entry: 'store', params: { merchant: 'diamond-dreams' } }],
  ])('opens %s', (pathname, opened) => {
    expect(openedInOneTree(pathname)).toEqual(opened);
  });

  it('holds each route of the table once, with no copy per locale', () => {
    const leaves = (list: RouteObject[]): RouteObject[] => list.flatMap((route) => (route.children ? leaves(route.children) : [route]));
    expect(leaves(routes)).toHaveLength(ROUTE_TABLE.length + 1);
  });
});
