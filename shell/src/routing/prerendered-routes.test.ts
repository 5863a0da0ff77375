import { createMarketplaceRoutes } from './marketplace-routes';
import { prerenderedLoaderData } from './prerendered-routes';

const routes = createMarketplaceRoutes({ guardServicesFor: () => ({}) as never, leave: () => undefined });

describe('the loader data of a prerendered page', () => {
  it("lets the page of a locale's home through, under route ids the browser's router shares", () => {
    expect(prerenderedLoaderData(routes, '/')).toEqual({ 'en:home': { kind: 'page' } });
    expect(prerenderedLoaderData(routes, '/ja')).toEqual({ 'ja:home': { kind: 'page' } });
  });
});
