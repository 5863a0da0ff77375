/**
 * @jest-environment node
 */
import { QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { merchantsKeys, ratesKeys, showcaseKeys, type MarketplaceApi } from '@marketplace/contracts/http';
import { LocaleContext, MarketplaceApiContext, RuntimeConfigContext } from '@marketplace/contracts/browser';
import { createTestQueryClient } from '@marketplace/contracts/testing';
import en from '../../messages/en.json';
import { HomePage } from './home-page';
import { HOME_MERCHANTS, HOME_TEST_CONFIG, homeShowcase } from './home/testing/home-fixtures';

/** Any read the page would make: the build renders from the data it was given, never from a call. */
const noCalls = new Proxy({}, { get: () => new Proxy({}, { get: () => () => Promise.reject(new Error('The prerender made an API call')) }) });

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });
});

/** The home as the build renders it in Node (no window, no document), from the data of its payload. */
function prerenderHome(): string {
  const queryClient = createTestQueryClient();
  const showcase = homeShowcase();
  queryClient.setQueryData(merchantsKeys.list(), HOME_MERCHANTS);
  queryClient.setQueryData(ratesKeys.productUsd(), { price: 0.05 });
  queryClient.setQueryData(showcaseKeys.home(), showcase);
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <RuntimeConfigContext.Provider value={HOME_TEST_CONFIG}>
        <MarketplaceApiContext.Provider value={noCalls as MarketplaceApi}>
          <LocaleContext.Provider value="en">
            <MemoryRouter>
              <HomePage />
            </MemoryRouter>
          </LocaleContext.Provider>
        </MarketplaceApiContext.Provider>
      </RuntimeConfigContext.Provider>
    </QueryClientProvider>,
  );
}

describe('the home page rendered by the build', () => {
  it('renders in Node, where there is no window or document', () => {
    expect(typeof window).toBe('undefined');
    expect(() => prerenderHome()).not.toThrow();
  });

  it('paints the featured items with their art and prices before any script runs', () => {
    const html = prerenderHome();

    expect(html).toContain('src="https://api.market.test/api/collectible-images/atelier-one.svg"');
    expect(html).toMatch(/<img[^>]*alt="Atelier One"[^>]*loading="eager"|<img[^>]*loading="eager"[^>]*alt="Atelier One"/);
    expect(html).toContain('48,000.00 GEM');
    expect(html).toContain('$2,400.00');
    expect(html).toMatch(/href="\/store\/aurum-atelier\/[0-9a-f-]{36}"/);
  });

  it('paints each game with its art and the rate, with no skeleton left', () => {
    const html = prerenderHome();

    expect(html).toContain('src="https://api.market.test/api/merchant-art/diamond-dreams.svg"');
    expect(html).toContain('1 GEM = $0.05');
    expect(html).not.toContain('role="status"');
  });
});
