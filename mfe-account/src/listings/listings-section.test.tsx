import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MarketplaceApi } from '@marketplace/contracts/http';
import { ApiError, buildListingPricesMessage, type ListingBulkRequest, type ListingBulkResult, type OwnListing } from '@marketplace/contracts/wire';
import { ownListing } from '../portal-kit/testing/own-listing';
import { renderPortalSection, resetPortalScene, WALLET_ADDRESS, walletAnswers } from '../portal-kit/testing/portal-scene';
import { ListingsSection } from './listings-section';

afterEach(resetPortalScene);
// Each test clicks and types through a whole change, which takes several seconds on a loaded machine.
jest.setTimeout(30_000);

const SIGNATURE = `0x${'ab'.repeat(65)}`;

const LISTINGS = [ownListing(1, { price: '20' }), ownListing(2, { price: '1250' }), ownListing(3, { price: '8.5' })];

function marketApi({ own, changeOwn }: { own?: MarketplaceApi['market']['own']; changeOwn?: MarketplaceApi['market']['changeOwn'] }) {
  const market = {
    own: jest.fn(own ?? (async () => ({ records: LISTINGS, total: LISTINGS.length }))),
    changeOwn: jest.fn(changeOwn ?? (async () => ({ results: [] }))),
  };
  return { api: { market } as unknown as Partial<MarketplaceApi>, market };
}

const result = (listing: OwnListing, outcome: ListingBulkResult['outcome'], changed: Partial<OwnListing> = {}): ListingBulkResult => ({
  listingId: listing.id,
  outcome,
  status: changed.status ?? listing.status,
  listing: { ...listing, ...changed },
});

const rows = () => screen.getAllByTestId('own-listing');

describe('the own listings page', () => {
  it('lists the listings on sale with their art, name, game, price in GEM and USD, date and state', async () => {
    const { api, market } = marketApi({});

    await renderPortalSection(<ListingsSection />, { api, path: '/user-portal/listings' });

    expect(await screen.findAllByTestId('own-listing')).toHaveLength(3);
    const first = rows()[0]!;
    expect(within(first).getByRole('link', { name: 'Gem 1' })).toHaveAttribute('href', `/market/diamond-dreams/${LISTINGS[0]!.id}`);
    expect(await within(first).findByText('Diamond Dreams')).toBeInTheDocument();
    expect(first).toHaveTextContent('20.00 GEM');
    expect(await within(first).findByText('$1.00')).toBeInTheDocument();
    expect(first).toHaveTextContent('Nov 25, 2026');
    expect(first).toHaveTextContent('On sale');
    expect(market.own).toHaveBeenCalledWith({ status: 'ACTIVE', page: 1, pageSize: 20 }, expect.anything());
  });

  it('reads the state from the address and offers no choice for listings that cannot change', async () => {
    const sold = [ownListing(1, { status: 'SOLD' })];
    const { api, market } = marketApi({ own: async () => ({ records: sold, total: 1 }) });

    await renderPortalSection(<ListingsSection />, { api, path: '/user-portal/listings?state=sold&page=2' });

    expect(await screen.findByTestId('own-listing')).toHaveTextContent('Sold');
    expect(market.own).toHaveBeenCalledWith({ status: 'SOLD', page: 2, pageSize: 20 }, expect.anything());
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sold' })).toHaveAttribute('aria-current', 'page');
  });

  it('reprices two chosen listings with a price for each, shows what each nets, signs once and reports each outcome', async () => {
    const user = userEvent.setup();
    const wallet = walletAnswers(async () => ({ signature: SIGNATURE, address: WALLET_ADDRESS }));
    const { api, market } = marketApi({
      changeOwn: async () => ({
        results: [result(LISTINGS[0]!, 'REPRICED', { price: '18' }), result(LISTINGS[1]!, 'REFUSED', { status: 'SOLD' })],
      }),
    });
    await renderPortalSection(<ListingsSection />, { api, path: '/user-portal/listings' });

    await user.click(await screen.findByRole('checkbox', { name: 'Choose Gem 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Choose Gem 2' }));
    expect(screen.getByText('2 listings chosen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change prices' }));
    const first = screen.getByLabelText('New price for Gem 1 (GEM)');
    await user.clear(first);
    await user.type(first, '18');
    const planned = screen.getAllByTestId('planned-price');
    // Each planned price shows the item's art beside its name, as its row in the table does.
    expect(planned.map((row) => row.querySelector('img')?.getAttribute('src'))).toEqual(
      LISTINGS.slice(0, 2).map((listing) => expect.stringContaining(listing.collectible.imageUrl)),
    );
    expect(within(planned[0]!).getByText('You receive').nextSibling).toHaveTextContent('18.00 GEM');
    // 5% of 18 is 0.90 GEM, under the 0.5 USD floor at 0.05 USD a GEM (10 GEM): the floor is named.
    expect(within(planned[0]!).getByText('Minimum fee ($0.50), paid by the buyer')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign and save 2 prices' }));

    const prices = [
      { collectibleId: LISTINGS[0]!.collectible.id, price: '18' },
      { collectibleId: LISTINGS[1]!.collectible.id, price: '1250.00' },
    ];
    expect(wallet).toHaveBeenCalledTimes(1);
    expect(wallet.mock.calls[0]![0]).toEqual({ message: buildListingPricesMessage({ prices, sellerAddress: WALLET_ADDRESS }), purpose: 'listing' });
    expect(market.changeOwn).toHaveBeenCalledWith({
      changes: prices.map((price, index) => ({ action: 'REPRICE', listingId: LISTINGS[index]!.id, ...price })),
      signature: SIGNATURE,
    });
    const outcomes = await screen.findByTestId('listing-outcomes');
    expect(outcomes).toHaveTextContent('1 of 2 listings changed.');
    expect(outcomes).toHaveTextContent('Gem 1: now 18.00 GEM.');
    expect(outcomes).toHaveTextContent('Gem 2: sold in the meantime, so it was not changed.');
    expect(outcomes).toHaveFocus();
  });

  it('reprices by a percentage, checking each new price, and refuses a change that is not one', async () => {
    const user = userEvent.setup();
    walletAnswers(async () => ({ signature: SIGNATURE, address: WALLET_ADDRESS }));
    const { api, market } = marketApi({});
    await renderPortalSection(<ListingsSection />, { api, path: '/user-portal/listings' });

    await user.click(await screen.findByRole('checkbox', { name: 'All on this page' }));
    await user.click(screen.getByRole('button', { name: 'Change prices' }));
    await user.click(screen.getByRole('radio', { name: 'By a percentage' }));
    const percent = screen.getByLabelText('Change by (%)');
    await user.type(percent, '-100');
    await user.click(screen.getByRole('button', { name: 'Sign and save 3 prices' }));

    expect(screen.getByText('Enter a change from -99.99% to +1000%.')).toBeInTheDocument();
    expect(percent).toHaveFocus();
    expect(market.changeOwn).not.toHaveBeenCalled();

    await user.clear(percent);
    await user.type(percent, '-10');
    expect(screen.getAllByTestId('planned-price').map((item) => within(item).getByText('New price').parentElement?.textContent)).toEqual([
      expect.stringContaining('18.00 GEM'),
      expect.stringContaining('1,125.00 GEM'),
      expect.stringContaining('7.65 GEM'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Sign and save 3 prices' }));
    expect((market.changeOwn.mock.calls[0]![0] as ListingBulkRequest).changes.map((change) => 'price' in change && change.price)).toEqual([
      '18.00',
      '1125.00',
      '7.65',
    ]);
  });

  it('withdraws the chosen listings without a signature, showing them withdrawn at once, and puts them back when the request fails', async () => {
    const user = userEvent.setup();
    const wallet = walletAnswers(async () => ({ signature: SIGNATURE, address: WALLET_ADDRESS }));
    let fail: (error: Error) => void = () => undefined;
    const { api, market } = marketApi({ changeOwn: () => new Promise((_resolve, reject) => (fail = reject)) });
    await renderPortalSection(<ListingsSection />, { api, path: '/user-portal/listings' });

    await user.click(await screen.findByRole('checkbox', { name: 'Choose Gem 3' }));
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await user.click(screen.getByRole('button', { name: 'Withdraw 1 listing' }));

    expect(market.changeOwn).toHaveBeenCalledWith({ changes: [{ action: 'WITHDRAW', listingId: LISTINGS[2]!.id }] });
    expect(wallet).not.toHaveBeenCalled();
    expect(await within(rows()[2]!).findByText('Withdrawn')).toBeInTheDocument();

    fail(new ApiError('POST /api/users/self/listings/bulk', 0, 'offline'));

    expect(await screen.findByRole('alert')).toHaveTextContent('The marketplace could not be reached, so nothing was changed.');
    expect(within(rows()[2]!).getByText('On sale')).toBeInTheDocument();
  });

  it('says nothing is on sale and leads to the collection', async () => {
    const { api } = marketApi({ own: async () => ({ records: [], total: 0 }) });

    await renderPortalSection(<ListingsSection />, { api, path: '/user-portal/listings' });

    expect(await screen.findByText('Nothing of yours is on sale')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your collection' })).toHaveAttribute('href', '/collection');
  });

  it('says the listings could not be loaded and reads them again on retry', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const { api } = marketApi({
      own: async () => {
        calls += 1;
        if (calls === 1) throw new ApiError('GET /api/users/self/listings', 500, 'Internal');
        return { records: LISTINGS, total: 3 };
      },
    });
    await renderPortalSection(<ListingsSection />, { api, path: '/user-portal/listings' });

    expect(await screen.findByText('Your listings could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /try again/i }));

    expect(await screen.findAllByTestId('own-listing')).toHaveLength(3);
  });
});
