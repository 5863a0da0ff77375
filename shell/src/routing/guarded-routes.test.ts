import { localePrefix, type Locale, type Merchant } from '@marketplace/contracts/wire';
import { ROUTE_TABLE } from './route-table';
import type { GuardNavigation, GuardServices } from '../guards/guard-context';
import { runGuards } from '../guards/run-guards';

function entry(id: string) {
  const found = ROUTE_TABLE.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no route ${id}`);
  return found;
}

function navigation(
  path: string,
  { id, params = {}, query = '', locale = 'en' }: { id: string | null; params?: Record<string, string>; query?: string; locale?: Locale },
): GuardNavigation {
  return {
    path,
    fullPath: `${localePrefix(locale)}${path === '/' && locale !== 'en' ? '' : path}${query}`,
    search: new URLSearchParams(query),
    locale,
    entry: id === null ? null : entry(id),
    params,
  };
}

const merchant = (id: string, status: Merchant['status']): Merchant => ({
  id,
  name: id,
  status,
  platforms: [],
  gamePageURI: '',
  landingPageURI: '',
  merchantPages: {},
  luxury: false,
  tagline: null,
  artUrl: null,
});

function services(overrides: Partial<GuardServices> = {}): GuardServices & { rejected: string[] } {
  const rejected: string[] = [];
  return {
    debug: false,
    isLoggedIn: () => false,
    role: () => null,
    maintenanceStatus: async () => 200,
    redirectRules: async () => [],
    waitForMerchants: async () => [merchant('diamond-dreams', 'ACTIVE'), merchant('shadow-forge', 'INACTIVE')],
    localize: (path) => path,
    reportRejectedRedirect: (target) => rejected.push(target),
    rejected,
    ...overrides,
  };
}

describe('the navigation guards', () => {
  it('let an ordinary page through', async () => {
    await expect(runGuards(navigation('/', { id: 'home' }), services())).resolves.toEqual({ kind: 'pass' });
  });

  describe('debug', () => {
    it('sends /test home unless debug mode is on', async () => {
      const test = navigation('/test', { id: 'test', locale: 'ja' });

      await expect(runGuards(test, services({ localize: (path) => `/ja${path === '/' ? '' : path}` }))).resolves.toEqual({ kind: 'navigate', to: '/ja' });
      await expect(runGuards(test, services({ debug: true }))).resolves.toEqual({ kind: 'pass' });
    });
  });

  describe('maintenance', () => {
    it.each([
      ['503', async () => 503],
      ['a failed check', async () => null],
    ])('sends every page to /under-maintenance on %s', async (_case, maintenanceStatus) => {
      const outcome = await runGuards(
        navigation('/store/diamond-dreams', { id: 'store', params: { merchant: 'diamond-dreams' } }),
        services({ maintenanceStatus }),
      );

      expect(outcome).toEqual({ kind: 'navigate', to: '/under-maintenance' });
    });

    it('does not ask on /admin and /under-maintenance, nor for an ADMIN', async () => {
      const maintenanceStatus = jest.fn(async () => 503);

      await expect(runGuards(navigation('/admin', { id: 'admin' }), services({ maintenanceStatus }))).resolves.toEqual({ kind: 'pass' });
      await expect(runGuards(navigation('/under-maintenance', { id: 'underMaintenance' }), services({ maintenanceStatus }))).resolves.toEqual({ kind: 'pass' });
      await expect(runGuards(navigation('/', { id: 'home' }), services({ maintenanceStatus, role: () => 'ADMIN' }))).resolves.toEqual({ kind: 'pass' });
      expect(maintenanceStatus).not.toHaveBeenCalled();
    });

    it('comes before the server rules and the login guard', async () => {
      const redirectRules = jest.fn(async () => [{ from: '/user-portal/offers', to: '/' }]);

      const outcome = await runGuards(
        navigation('/user-portal/offers', { id: 'portalOffers' }),
        services({ maintenanceStatus: async () => 503, redirectRules }),
      );

      expect(outcome).toEqual({ kind: 'navigate', to: '/under-maintenance' });
      expect(redirectRules).not.toHaveBeenCalled();
    });
  });

  describe('server redirect rules', () => {
    it('sends a path of a rule to its site path, in the visitor locale, keeping the query', async () => {
      const outcome = await runGuards(
        navigation('/old-store', { id: null, query: '?ref=mail', locale: 'de' }),
        services({ redirectRules: async () => [{ from: '/old-store', to: '/store/diamond-dreams' }], localize: (path) => `/de${path}` }),
      );

      expect(outcome).toEqual({ kind: 'navigate', to: '/de/store/diamond-dreams?ref=mail' });
    });

    it('leaves by a full page load for an absolute address', async () => {
      const outcome = await runGuards(
        navigation('/press', { id: null }),
        services({ redirectRules: async () => [{ from: '/press', to: 'https://press.example/kit' }] }),
      );

      expect(outcome).toEqual({ kind: 'leave', href: 'https://press.example/kit' });
    });
  });

  describe('redirect query', () => {
    it('sends a signed-in user to the target', async () => {
      const outcome = await runGuards(navigation('/', { id: 'home', query: '?redirect=%2Fuser-portal%2Foffers' }), services({ isLoggedIn: () => true }));

      expect(outcome).toEqual({ kind: 'navigate', to: '/user-portal/offers' });
    });

    it('sends a visitor to sign in, coming back to the whole address', async () => {
      const outcome = await runGuards(
        navigation('/', { id: 'home', query: '?redirect=%2Fuser-portal%2Foffers', locale: 'fr' }),
        services({ localize: (path) => `/fr${path}` }),
      );

      expect(outcome).toEqual({ kind: 'navigate', to: `/fr/loading?auth=true&redirect=${encodeURIComponent('/fr?redirect=%2Fuser-portal%2Foffers')}` });
    });

    it.each(['https://evil.example/', '//evil.example', '/\\evil.example'])('drops and reports the foreign target %s', async (target) => {
      const guardServices = services({ isLoggedIn: () => true });

      const outcome = await runGuards(navigation('/', { id: 'home', query: `?redirect=${encodeURIComponent(target)}` }), guardServices);

      expect(outcome).toEqual({ kind: 'pass' });
      expect(guardServices.rejected).toEqual([target]);
    });

    it('leaves /loading to read its own redirect after sign-in', async () => {
      const outcome = await runGuards(navigation('/loading', { id: 'loading', query: '?auth=true&redirect=%2Fuser-portal%2Foffers' }), services());

      expect(outcome).toEqual({ kind: 'pass' });
    });
  });

  describe('login', () => {
    it.each([
      ['/user-portal/offers', 'portalOffers', {}],
      ['/collection/diamond-dreams', 'collectionMerchant', { merchant: 'diamond-dreams' }],
    ])('sends a visitor of %s to sign in and back', async (path, id, params) => {
      const outcome = await runGuards(navigation(path, { id, params, query: '?tab=2' }), services());

      expect(outcome).toEqual({ kind: 'navigate', to: `/loading?auth=true&redirect=${encodeURIComponent(`${path}?tab=2`)}` });
    });

    it('lets a signed-in user in', async () => {
      await expect(runGuards(navigation('/user-portal/offers', { id: 'portalOffers' }), services({ isLoggedIn: () => true }))).resolves.toEqual({
        kind: 'pass',
      });
    });
  });

  describe('merchant', () => {
    it.each([
      ['/store/shadow-forge', 'store', 'shadow-forge'],
      ['/market/unknown-game', 'market', 'unknown-game'],
      ['/craft/shadow-forge/category/gems', 'craftCategory', 'shadow-forge'],
    ])('gives %s the Merchant not found page', async (path, id, merchantId) => {
      const outcome = await runGuards(navigation(path, { id, params: { merchant: merchantId, categoryId: 'gems' } }), services());

      expect(outcome).toEqual({ kind: 'not-found', variant: 'merchant' });
    });

    it('lets an active merchant through', async () => {
      await expect(runGuards(navigation('/market/diamond-dreams', { id: 'market', params: { merchant: 'diamond-dreams' } }), services())).resolves.toEqual({
        kind: 'pass',
      });
    });
  });

  describe('validity', () => {
    it('gives an unknown path and a failed validity check the page not found', async () => {
      await expect(runGuards(navigation('/nowhere', { id: null }), services())).resolves.toEqual({ kind: 'not-found', variant: 'page' });
      await expect(runGuards(navigation('/legal/nothing', { id: 'legal', params: { policy: 'nothing' } }), services())).resolves.toEqual({
        kind: 'not-found',
        variant: 'page',
      });
    });
  });
});
