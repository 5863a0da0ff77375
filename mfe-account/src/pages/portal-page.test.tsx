import { act, screen } from '@testing-library/react';
import { MarketplaceApiContext } from '@marketplace/contracts/browser';
import type { MarketplaceApi } from '@marketplace/contracts/http';
import { renderTranslated } from '../../../tooling/testing/render-translated';
import { fakeCheckoutApi } from '../mint/testing/fake-checkout-api';
import { MINT_ID, reservedMint } from '../mint/testing/mint-fixtures';
import { OWNER_ID, renderScene, sceneApi, signInAs, VIEWER_ID } from '../testing/collection-scene';
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
  });

  it("renders the offers section under its heading, in the account remote's frame", async () => {
    const page = jest.fn(async () => ({ records: [], total: 0 }));

    await act(() =>
      renderTranslated(
        <MarketplaceApiContext.Provider value={{ offers: { page } } as unknown as MarketplaceApi}>
          <PortalPage section="offers" id={null} />
        </MarketplaceApiContext.Provider>,
      ),
    );

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My offers');
    expect(await screen.findByText('No offers on your items')).toBeInTheDocument();
    expect(screen.getByRole('region')).toHaveAttribute('data-remote', 'account');
  });

  it("heads another user's collection with their name, and shows it without selling", async () => {
    signInAs(VIEWER_ID);
    const { api } = sceneApi();

    await renderScene(<PortalPage section="collection-item" id={OWNER_ID} />, { api, path: `/user-portal/collection/${OWNER_ID}` });

    expect(await screen.findByRole('heading', { level: 1, name: "Mika's collection" })).toBeInTheDocument();
    expect(document.title).toBe("Mika's collection | Marketplace");
    expect(await screen.findByRole('list', { name: "Mika's collectibles" })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Manage:/ })).not.toBeInTheDocument();
  });

  it("shows the signed-in user's own collection, with selling", async () => {
    signInAs(OWNER_ID);
    const { api } = sceneApi();

    await renderScene(<PortalPage section="collection" id={null} />, { api, path: '/user-portal/collection' });

    expect(screen.getByRole('heading', { level: 1, name: 'My collection' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Manage: Ruby Heart 1' })).toBeInTheDocument();
  });
});
