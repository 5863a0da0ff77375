import { act, screen } from '@testing-library/react';
import { MarketplaceApiContext } from '@marketplace/contracts/browser';
import { renderTranslated } from '../../../tooling/testing/render-translated';
import { fakeCheckoutApi } from '../mint/testing/fake-checkout-api';
import { MINT_ID, reservedMint } from '../mint/testing/mint-fixtures';
import PortalPage from './portal-page';

describe('the portal page', () => {
  it('renders the mint checkout for the mint of the address', async () => {
    const { api, mints } = fakeCheckoutApi({ mint: reservedMint() });

    await act(() =>
      renderTranslated(
        <MarketplaceApiContext.Provider value={api}>
          <PortalPage section="mint" id={MINT_ID} />
        </MarketplaceApiContext.Provider>,
      ),
    );

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Complete your purchase');
    expect(await screen.findByRole('button', { name: 'Confirm purchase' })).toBeInTheDocument();
    expect(mints.get).toHaveBeenCalledWith(MINT_ID, { signal: expect.any(AbortSignal) });
    expect(screen.queryByText('This page is being built. Check back soon.')).not.toBeInTheDocument();
  });

  it('still says "coming soon" for the sections not built yet', async () => {
    await renderTranslated(<PortalPage section="offers" id={null} />);

    expect(screen.getByText('This page is being built. Check back soon.')).toBeInTheDocument();
    expect(screen.getByRole('region')).toHaveAttribute('data-remote', 'account');
  });
});
