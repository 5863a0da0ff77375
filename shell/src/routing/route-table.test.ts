import { REMOTE_EXPOSES } from '@marketplace/contracts/browser';
import { ROUTE_TABLE } from './route-table';

const byPath = new Map(ROUTE_TABLE.map((entry) => [entry.path, entry]));
const entry = (path: string) => {
  const found = byPath.get(path);
  if (!found) throw new Error(`No route for ${path}`);
  return found;
};

/** Every route of spec §2 (portal pages under /user-portal/, as DESIGN.md reads the spec). */
const SPEC_ROUTES = [
  '',
  'test',
  'admin',
  'export',
  'support',
  'refresh-cache',
  'communications',
  'under-maintenance',
  'rescue',
  'loading',
  'legal/:policy',
  'user/:id',
  'influencer-program',
  'collectible/:id',
  'auth',
  'auth/login',
  'auth/signup',
  'user-portal/kyc',
  'user-portal/offers',
  'user-portal/activity',
  'user-portal/dashboard',
  'user-portal/mint/:id',
  'user-portal/referrals',
  'user-portal/account',
  'user-portal/account/devices',
  'user-portal/collection/:id',
  'user-portal/collection',
  'craft/:merchant',
  'craft/:merchant/:id',
  'craft/:merchant/category/:categoryId',
  'store/:merchant',
  'store/:merchant/:id',
  'store/:merchant/category/:categoryId',
  'market/:merchant',
  'market/:merchant/:id',
  'market/:merchant/stack/:setId',
  'collection/:merchant',
  'dashboard',
  'offers',
  'activity',
  'mint/:id',
  'referrals',
  'account',
  'account/devices',
  'collection',
];

describe('the route table', () => {
  it('declares every route of the specification', () => {
    expect(SPEC_ROUTES.filter((path) => !byPath.has(path))).toEqual([]);
  });

  it('declares each path and id once', () => {
    expect(new Set(ROUTE_TABLE.map((route) => route.path)).size).toBe(ROUTE_TABLE.length);
    expect(new Set(ROUTE_TABLE.map((route) => route.id)).size).toBe(ROUTE_TABLE.length);
  });

  it('gives the simple layout to export, support, refresh-cache, communications and under-maintenance', () => {
    const simple = ROUTE_TABLE.filter((route) => route.layout === 'simple')
      .map((route) => route.path)
      .sort();
    expect(simple).toEqual(['communications', 'export', 'loading', 'refresh-cache', 'support', 'under-maintenance']);
  });

  it('wires every remote route to a module its remote exposes', () => {
    for (const route of ROUTE_TABLE) {
      if (route.view.kind !== 'remote') continue;
      expect(REMOTE_EXPOSES[route.view.remote] as readonly string[]).toContain(route.view.module);
    }
  });

  it('renders portal, user, collection and collectible pages in the account remote, merchant pages in the merchant remote', () => {
    const remoteOf = (path: string) => {
      const view = entry(path).view;
      return view.kind === 'remote' ? view.remote : view.kind;
    };
    expect(remoteOf('user-portal/dashboard')).toBe('account');
    expect(remoteOf('collection/:merchant')).toBe('account');
    expect(remoteOf('collectible/:id')).toBe('account');
    expect(remoteOf('store/:merchant')).toBe('merchant');
    expect(remoteOf('market/:merchant/stack/:setId')).toBe('merchant');
    expect(remoteOf('rescue')).toBe('wallet');
    expect(remoteOf('legal/:policy')).toBe('legal');
    expect(remoteOf('under-maintenance')).toBe('legal');
  });

  it('accepts only known legal policies', () => {
    const legal = entry('legal/:policy');
    expect(legal.isValid?.({ policy: 'privacy' })).toBe(true);
    expect(legal.isValid?.({ policy: 'made-up' })).toBe(false);
  });

  it('accepts merchant slugs and refuses anything else', () => {
    const store = entry('store/:merchant');
    expect(store.isValid?.({ merchant: 'diamond-dreams' })).toBe(true);
    for (const merchant of ['Diamond', 'a--b', '-x', 'x_y', '']) expect(store.isValid?.({ merchant })).toBe(false);
  });

  it('maps route parameters to the props the contract declares', () => {
    const stack = entry('market/:merchant/stack/:setId');
    if (stack.view.kind !== 'remote') throw new Error('expected a remote view');
    expect(stack.view.props({ merchant: 'elemental-raiders', setId: 'set-2' })).toEqual({ merchantId: 'elemental-raiders', listingId: null, setId: 'set-2' });
  });

  it('sends the short forms to their portal page', () => {
    const mint = entry('mint/:id');
    if (mint.view.kind !== 'redirect') throw new Error('expected a redirect');
    expect(mint.view.to({ id: 'm-1' }, new URLSearchParams())).toBe('/user-portal/mint/m-1');
  });

  it.each([
    ['auth', 'login'],
    ['auth/login', 'login'],
    ['auth/signup', 'signup'],
  ])('sends /%s to sign in without naming an English return address (the identity page speaks the return address language)', (path, authPath) => {
    const signIn = entry(path);
    if (signIn.view.kind !== 'redirect') throw new Error('expected a redirect');
    const target = signIn.view.to({}, new URLSearchParams());
    expect(target.split('?')[0]).toBe('/loading');
    const query = new URLSearchParams(target.split('?')[1]);
    expect(Object.fromEntries(query)).toEqual({ auth: 'true', authPath });
  });

  it('lets category pages keep the scroll position and scrolls legal pages to the top', () => {
    expect(entry('store/:merchant/category/:categoryId').scrollToTop).toBe(false);
    expect(entry('legal/:policy').scrollToTop).toBe(true);
  });
});
