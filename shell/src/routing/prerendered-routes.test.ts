import { createMarketplaceRoutes } from './marketplace-routes';
import { prerenderedLoaderData } from './prerendered-routes';

const routes = createMarketplaceRoutes({ guardServicesFor: () => ({}) as never, leave: () => undefined });

describe('the loader data of a prerendered page', () => {
  it("lets the page of a locale's home through, under route ids the browser's router shares", () => {
    expect(prerenderedLoaderData(routes, '/')).toEqual({ home: { kind: 'page' } });
    expect(prerenderedLoaderData(routes, '/ja')).toEqual({ home: { kind: 'page' } });
  });

  it('has none for an address whose first segment names no locale', () => {
    expect(prerenderedLoaderData(routes, '/xx')).toEqual({});
    expect(prerenderedLoaderData(routes, '/en')).toEqual({});
  });
});
