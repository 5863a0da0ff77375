import { createPreloadQueue } from '../federation/preload-queue';
import { createMarketplaceRoutes } from './marketplace-routes';
import { preloadLinkTargets, remoteModuleOf } from './preload-link-targets';

const routes = createMarketplaceRoutes({
  guardServicesFor: () => {
    throw new Error('no guards in this test');
  },
  leave: () => {},
});

describe('remoteModuleOf', () => {
  it.each([
    ['/store/diamond-dreams', { remote: 'merchant', module: 'StorePage' }],
    ['/ja/legal/terms', { remote: 'legal', module: 'PolicyPage' }],
    ['/user-portal/offers', { remote: 'account', module: 'PortalPage' }],
    ['/', null],
    ['/no/such/page', null],
  ])('finds the module of %s', (path, expected) => {
    expect(remoteModuleOf(routes, path)).toEqual(expected);
  });
});

describe('preloadLinkTargets', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('starts loading the module of a link the pointer rests on, once', () => {
    document.body.innerHTML = '<a href="/market/diamond-dreams">Market</a><a href="https://elsewhere.example/market/x">Out</a>';
    const load = jest.fn(async () => undefined);
    const stop = preloadLinkTargets(routes, createPreloadQueue(), load);

    for (const link of document.querySelectorAll('a')) link.dispatchEvent(new Event('pointerover', { bubbles: true }));
    document.querySelector('a')!.dispatchEvent(new Event('pointerover', { bubbles: true }));

    expect(load.mock.calls).toEqual([['merchant', 'MarketPage']]);
    stop();
  });

  it('starts on keyboard focus too', () => {
    document.body.innerHTML = '<a href="/support">Support</a>';
    const load = jest.fn(async () => undefined);
    const stop = preloadLinkTargets(routes, createPreloadQueue(), load);

    document.querySelector('a')!.focus();

    expect(load).toHaveBeenCalledWith('legal', 'SupportPage');
    stop();
  });

  it("brings the shell's remote view code with a remote page's module, and nothing for a shell page or another site", () => {
    document.body.innerHTML = '<a href="/">Home</a><a href="https://elsewhere.example/support">Out</a><a href="/ja/support">Support</a>';
    const preloadView = jest.fn(async () => undefined);
    const stop = preloadLinkTargets(
      routes,
      createPreloadQueue(),
      jest.fn(async () => undefined),
      document,
      preloadView,
    );

    const [home, out, support] = document.querySelectorAll('a');
    home!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    out!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(preloadView).not.toHaveBeenCalled();

    support!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(preloadView).toHaveBeenCalledTimes(1);
    stop();
  });
});
