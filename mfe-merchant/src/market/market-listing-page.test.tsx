import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError, emptyUserState, type MarketListing } from '@marketplace/contracts/wire';
import { SIGNED_OUT, sessionStore } from '@marketplace/contracts/browser';
import type { MarketplaceApi } from '@marketplace/contracts/http';
import { diamondDreams } from '../testing/merchant-fixtures';
import { renderMerchantPage } from '../testing/render-merchant-page';
import { MarketListingPage } from './market-listing-page';
import { listingsPage, marketListing, SELLER_ID } from './testing/market-fixtures';

afterEach(() => sessionStore.setState(SIGNED_OUT));

/** `onSale`: how many listings of the set the viewer's search finds (this one included when it is someone else's and on sale). */
function renderListing(answer: () => Promise<MarketListing | null>, { locale = 'en', onSale = 6 } = {}) {
  const listings = jest.fn(async () => listingsPage([], { total: onSale }));
  const api = { market: { listing: jest.fn(answer), listings }, offers: { received: async () => [] } } as unknown as Partial<MarketplaceApi>;
  renderMerchantPage(<MarketListingPage merchantId="diamond-dreams" listingId="7e1c1c62-93a3-4b7e-8e0e-000000000001" />, {
    merchants: [diamondDreams],
    api,
    locale,
    path:
      locale === 'en' ? '/market/diamond-dreams/7e1c1c62-93a3-4b7e-8e0e-000000000001' : `/${locale}/market/diamond-dreams/7e1c1c62-93a3-4b7e-8e0e-000000000001`,
  });
  return { listings };
}

describe('a market listing', () => {
  it('shows the art large, name, rarity, seller, when it was listed, its properties and price, and Buy for a visitor', async () => {
    const listing = marketListing({ name: 'Sapphire Drop', price: '22.5', serial: '3/12' });
    renderListing(async () => listing);

    expect(await screen.findByRole('heading', { level: 1, name: 'Sapphire Drop' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Sapphire Drop' })).toHaveAttribute('loading', 'eager');
    expect(screen.getByText('Rare')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aria Vance' })).toHaveAttribute('href', `/user/${SELLER_ID}`);
    // The time is the viewer's own; the date around it is enough to know it is written out in full.
    expect(screen.getByText(/April 1[12], 2025/)).toHaveAttribute('datetime', '2025-04-12T09:30:00.000Z');
    expect(screen.getAllByText('22.50 GEM').length).toBeGreaterThan(0);
    expect(screen.getByText('3/12')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to buy' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '5 other copies on sale' })).toHaveAttribute(
      'href',
      `/market/diamond-dreams/stack/${listing.collectible.setId}`,
    );
    expect(document.title).toBe('Sapphire Drop | Marketplace');
  });

  it('offers its seller no Buy, and names them as the seller', async () => {
    sessionStore.setState({ token: 'token-1', expiresAt: null, user: { ...emptyUserState(), id: SELLER_ID } });

    renderListing(async () => marketListing({ name: 'Ruby Heart' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Ruby Heart' })).toBeInTheDocument();
    expect(screen.getByText('You')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in to buy' })).not.toBeInTheDocument();
  });

  it('says a sold listing is sold, offers nothing to buy and leads to the rest of its stack', async () => {
    const listing = marketListing({ name: 'Emerald Ring', status: 'SOLD', setId: 'dd-emerald-ring' });
    renderListing(async () => listing);

    expect(await screen.findByText('This listing has been sold.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '6 other copies on sale' })).toHaveAttribute('href', '/market/diamond-dreams/stack/dd-emerald-ring');
    expect(screen.queryByRole('link', { name: 'Sign in to buy' })).not.toBeInTheDocument();
  });

  it('leads to no stack when no other copy is on sale: the only copy is this one, or the viewer’s own', async () => {
    const { listings } = renderListing(async () => marketListing({ name: 'Aquamarine Ring' }), { onSale: 1 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Aquamarine Ring' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Sign in to buy' });
    // Only once the count has arrived does the absence of the link say anything.
    await waitFor(() => expect(listings).toHaveBeenCalled());
    await act(async () => {
      await listings.mock.results[0]?.value;
    });
    expect(screen.queryByRole('link', { name: /on sale/ })).not.toBeInTheDocument();
  });

  it('counts the other copies for the seller, whose own listing the search leaves out', async () => {
    sessionStore.setState({ token: 'token-1', expiresAt: null, user: { ...emptyUserState(), id: SELLER_ID } });
    renderListing(async () => marketListing({ name: 'Ruby Heart' }), { onSale: 1 });

    expect(await screen.findByRole('link', { name: '1 other copy on sale' })).toBeInTheDocument();
  });

  it('says a withdrawn listing was withdrawn', async () => {
    renderListing(async () => marketListing({ status: 'CANCELLED' }));

    expect(await screen.findByText('The seller has withdrawn this listing.')).toBeInTheDocument();
  });

  it('gives a 404 with the way back for a listing the market does not have, and for an id that is not one', async () => {
    renderListing(async () => null);

    expect(await screen.findByRole('heading', { level: 1, name: 'Listing not found' })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the market' })).toHaveAttribute('href', '/market/diamond-dreams');
  });

  it('takes an id the API refuses as a listing it does not have', async () => {
    renderListing(async () => Promise.reject(new ApiError('GET listing', 400, 'params.listingId: Invalid UUID')));

    expect(await screen.findByRole('heading', { level: 1, name: 'Listing not found' })).toBeInTheDocument();
  });

  it('says what failed and loads again on retry', async () => {
    const answer = jest
      .fn()
      .mockRejectedValueOnce(new ApiError('GET listing', 500, 'Internal Server Error'))
      .mockResolvedValueOnce(marketListing({ name: 'Opal Cabochon' }));
    renderListing(answer);

    expect(await screen.findByRole('alert')).toHaveTextContent('This listing could not be loaded');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Opal Cabochon' })).toBeInTheDocument();
  });

  it('reads in Japanese, the time as Japanese write it', async () => {
    renderListing(async () => marketListing({ name: 'Sapphire Drop' }), { locale: 'ja' });

    expect(await screen.findByText('出品者')).toBeInTheDocument();
    expect(screen.getByText(/2025年4月1[12]日/)).toBeInTheDocument();
  });
});
