/**
 * @jest-environment <rootDir>/../tooling/jest/dom-environment.cjs
 */
import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MarketplaceApiContext } from '@marketplace/contracts/browser';
import type { MarketplaceApi } from '@marketplace/contracts/http';
import { renderTranslated } from '../../../../tooling/testing/render-translated';
import { GemPrice } from './gem-price';

function withRate(productUsd: () => Promise<{ price: number }>, element: ReactElement) {
  const api = { rates: { productUsd } } as unknown as MarketplaceApi;
  return <MarketplaceApiContext.Provider value={api}>{element}</MarketplaceApiContext.Provider>;
}

describe('GemPrice', () => {
  it('shows the 18-decimal amount with two decimals, truncated, and its value in USD at the live rate (the §5 conversion)', async () => {
    await renderTranslated(withRate(async () => ({ price: 0.5 }), <GemPrice amount="1234.569999999999999999" />));
    expect(screen.getByText('1,234.56 GEM')).toBeInTheDocument();
    expect(await screen.findByText('$617.29')).toBeInTheDocument();
  });

  it('keeps the USD line in place while the rate loads', async () => {
    const { container } = await renderTranslated(withRate(() => new Promise(() => {}), <GemPrice amount="10" size="lg" />));
    expect(screen.getByText('10.00 GEM')).toBeInTheDocument();
    expect(container.querySelector('[data-pending="true"]')).toBeInTheDocument();
  });

  it('says the USD value is unavailable when the rate cannot be read', async () => {
    await renderTranslated(withRate(() => Promise.reject(new Error('down')), <GemPrice amount="10" />));
    expect(await screen.findByText('USD rate unavailable')).toBeInTheDocument();
  });
});
