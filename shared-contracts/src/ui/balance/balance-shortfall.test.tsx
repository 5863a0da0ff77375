/**
 * @jest-environment <rootDir>/../tooling/jest/dom-environment.cjs
 */
import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { LocaleContext, MarketplaceApiContext } from '@marketplace/contracts/browser';
import type { MarketplaceApi } from '@marketplace/contracts/http';
import { renderTranslated } from '../../../../tooling/testing/render-translated';
import { BalanceShortfall } from './balance-shortfall';

function withRate(productUsd: () => Promise<{ price: number }>, element: ReactElement) {
  const api = { rates: { productUsd } } as unknown as MarketplaceApi;
  return <MarketplaceApiContext.Provider value={api}>{element}</MarketplaceApiContext.Provider>;
}
const rateOf = (price: number) => async () => ({ price });
const rateLoading = () => new Promise<{ price: number }>(() => undefined);

describe('BalanceShortfall', () => {
  it('says by how much the balance falls short, in GEM and USD, after the page’s own sentence', async () => {
    await renderTranslated(
      withRate(
        rateOf(0.05),
        <BalanceShortfall balance={11.11} total="14.23" role="status">
          Insufficient balance
        </BalanceShortfall>,
      ),
      { path: '/store/diamond-dreams/item-1' },
    );
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent(/^Insufficient balance/);
    expect(await screen.findByText('You need 3.12 GEM (about $0.16) more.')).toBeInTheDocument();
  });

  it('rounds the figure up to the cent, so adding what it says is enough', async () => {
    await renderTranslated(withRate(rateLoading, <BalanceShortfall balance="11.105" total="14.23" />));
    expect(screen.getByText('You need 3.13 GEM more.')).toBeInTheDocument();
  });

  it('offers Add GEM: the wallet’s receive page, told to come back to this page with its query', async () => {
    await renderTranslated(withRate(rateLoading, <BalanceShortfall balance={0} total="14.23" />), { path: '/store/diamond-dreams/item-1?from=home' });
    expect(screen.getByRole('link', { name: 'Add GEM' })).toHaveAttribute(
      'href',
      `/user-portal/wallet?return=${encodeURIComponent('/store/diamond-dreams/item-1?from=home')}`,
    );
  });

  it('speaks the page language and keeps its locale on the way to the wallet and back', async () => {
    await renderTranslated(
      withRate(
        rateLoading,
        <LocaleContext.Provider value="ja">
          <BalanceShortfall balance={0} total="2.5" />
        </LocaleContext.Provider>,
      ),
      { locale: 'ja', path: '/ja/user-portal/mint/m-1' },
    );
    expect(screen.getByText('あと2.50 GEM必要です。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'GEMを追加' })).toHaveAttribute(
      'href',
      `/ja/user-portal/wallet?return=${encodeURIComponent('/ja/user-portal/mint/m-1')}`,
    );
  });

  it('shows nothing when the balance covers the total', async () => {
    const { container } = await renderTranslated(withRate(rateLoading, <BalanceShortfall balance={20} total="14.23" />));
    expect(container).toBeEmptyDOMElement();
  });
});
