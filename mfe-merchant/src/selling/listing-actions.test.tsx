import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ApiError, buildListingMessage, buildOfferAcceptanceMessage, buildOfferMessage, WalletSignError } from '@marketplace/contracts/wire';
import { ListingActions } from './listing-actions';
import {
  BIDDER_ID,
  COLLECTIBLE_ID,
  LISTING_ID,
  marketListing,
  OFFER_ID,
  offer,
  renderSellingScene,
  resetSellingScene,
  SELLER_ID,
  SIGNATURE,
  signedIn,
  WALLET_ADDRESS,
  walletAnswers,
} from './testing/selling-scene';

const refusal = (status: number, message: string) =>
  new ApiError('PUT /api/users/self/listings', status, message, { body: { status, message, payload: null } });
const amountOf = (label: string) => screen.getByText(label).nextElementSibling;

afterEach(resetSellingScene);

/** A listing page that reads its listing again on demand, as the market page does after an acceptance withdraws it. */
function ListingPage() {
  const [listing, setListing] = useState(marketListing());
  return (
    <>
      <ListingActions listing={listing} />
      <button type="button" onClick={() => setListing(marketListing({ status: 'CANCELLED' }))}>
        read the listing again
      </button>
    </>
  );
}

describe('ListingActions for the seller', () => {
  it("changes the listing's price: the new price is checked as typed, shown with its fee, signed by the wallet and sent", async () => {
    const wallet = walletAnswers();
    const { market } = await renderSellingScene(<ListingActions listing={marketListing()} />);

    await userEvent.click(screen.getByRole('button', { name: 'Change price' }));
    const field = screen.getByRole('textbox', { name: 'New price in GEM' });
    expect(field).toHaveValue('120.00');
    await userEvent.clear(field);
    await userEvent.type(field, '130.555');
    await userEvent.click(screen.getByRole('button', { name: 'Sign and save the new price' }));
    expect(screen.getByText('Use at most two decimals.')).toBeInTheDocument();
    expect(wallet).not.toHaveBeenCalled();

    await userEvent.clear(field);
    await userEvent.type(field, '130.5');
    // 5 % of 130.50 is 6.52 GEM, under the 0.50 USD floor (10 GEM at 0.05 USD).
    expect(screen.getByText('Marketplace fee (minimum $0.50)').nextElementSibling).toHaveTextContent('10.00 GEM');
    expect(amountOf('The buyer pays')).toHaveTextContent('140.50 GEM');
    expect(amountOf('You receive')).toHaveTextContent('130.50 GEM');
    await userEvent.click(screen.getByRole('button', { name: 'Sign and save the new price' }));

    expect(await screen.findByText('The price is now 130.50 GEM.')).toBeInTheDocument();
    expect(wallet).toHaveBeenCalledWith({
      message: buildListingMessage({ collectibleId: COLLECTIBLE_ID, price: '130.5', sellerAddress: WALLET_ADDRESS }),
      purpose: 'listing',
    });
    expect(market.reprice).toHaveBeenCalledWith(LISTING_ID, { price: '130.5', signature: SIGNATURE });
  });

  it('keeps the new price typed and says why when a buyer reserved the listing meanwhile', async () => {
    walletAnswers();
    const { market } = await renderSellingScene(<ListingActions listing={marketListing()} />);
    market.reprice.mockRejectedValueOnce(refusal(409, 'Listing is reserved'));

    await userEvent.click(screen.getByRole('button', { name: 'Change price' }));
    const field = screen.getByRole('textbox', { name: 'New price in GEM' });
    await userEvent.clear(field);
    await userEvent.type(field, '99');
    await userEvent.click(screen.getByRole('button', { name: 'Sign and save the new price' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('A buyer is paying for this listing right now.');
    expect(field).toHaveValue('99');
  });

  it('says nothing and keeps the form when the seller declines in the wallet', async () => {
    walletAnswers(() => Promise.reject(new WalletSignError('declined')));
    const { market } = await renderSellingScene(<ListingActions listing={marketListing()} />);

    await userEvent.click(screen.getByRole('button', { name: 'Change price' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign and save the new price' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign and save the new price' })).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(market.reprice).not.toHaveBeenCalled();
  });

  it('withdraws the listing only once the seller confirms, without asking the wallet', async () => {
    const wallet = walletAnswers();
    const { market } = await renderSellingScene(<ListingActions listing={marketListing()} />);

    await userEvent.click(screen.getByRole('button', { name: 'Withdraw listing' }));
    expect(screen.getByText(/Withdraw this listing\? It leaves the market at once/)).toBeInTheDocument();
    expect(market.cancel).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, withdraw it' }));

    expect(await screen.findByText('Your listing was withdrawn.')).toBeInTheDocument();
    expect(market.cancel).toHaveBeenCalledWith(LISTING_ID);
    expect(wallet).not.toHaveBeenCalled();
  });

  it('lists the open offers received, the best first, and accepts one with the wallet after a confirmation', async () => {
    const wallet = walletAnswers();
    const rival = offer({ id: 'f1e2d3c4-b5a6-4978-8a9b-0c1d2e3f4a5b', price: '95.00', bidderId: SELLER_ID.replace('1a', '9a') });
    const { offers } = await renderSellingScene(<ListingActions listing={marketListing()} />, {
      received: [offer(), rival, offer({ id: 'a0b1c2d3-e4f5-4a6b-8c7d-9e0f1a2b3c4d', status: 'DECLINED', price: '200.00' })],
    });

    const list = await screen.findByRole('list');
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringContaining('95.00 GEM'), expect.stringContaining('80.00 GEM')]);
    await userEvent.click(await screen.findByRole('button', { name: 'Accept 80.00 GEM from Bidu' }));
    expect(screen.getByText(/Accept 80.00 GEM from Bidu\? The collectible goes to them/)).toBeInTheDocument();
    expect(wallet).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Sign and accept' }));

    expect(await screen.findByText('You accepted 80.00 GEM from Bidu. The transfer completes in a moment.')).toBeInTheDocument();
    expect(wallet).toHaveBeenCalledWith({
      message: buildOfferAcceptanceMessage({ offerId: OFFER_ID, collectibleId: COLLECTIBLE_ID, price: '80.00', sellerAddress: WALLET_ADDRESS }),
      purpose: 'offerAcceptance',
    });
    expect(offers.accept).toHaveBeenCalledWith(OFFER_ID, { signature: SIGNATURE });
    expect(offers.list).toHaveBeenCalledWith({ agent: 'SELLER', collectibleId: COLLECTIBLE_ID }, expect.anything());
  });

  it('still tells the seller what they accepted once the acceptance has withdrawn the listing', async () => {
    walletAnswers();
    await renderSellingScene(<ListingPage />, { received: [offer()] });

    await userEvent.click(await screen.findByRole('button', { name: 'Accept 80.00 GEM from Bidu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign and accept' }));
    await screen.findByText('You accepted 80.00 GEM from Bidu. The transfer completes in a moment.');
    await userEvent.click(screen.getByRole('button', { name: 'read the listing again' }));

    expect(screen.getByText('You accepted 80.00 GEM from Bidu. The transfer completes in a moment.')).toBeInTheDocument();
    expect(screen.queryByText('You withdrew this listing.')).not.toBeInTheDocument();
  });

  it('says there are no offers yet when nobody made one', async () => {
    await renderSellingScene(<ListingActions listing={marketListing()} />);

    expect(await screen.findByText('No offers yet. When someone makes one, it appears here.')).toBeInTheDocument();
  });

  it('declines an offer without asking the wallet', async () => {
    const wallet = walletAnswers();
    const { offers } = await renderSellingScene(<ListingActions listing={marketListing()} />, { received: [offer()] });

    await userEvent.click(await screen.findByRole('button', { name: 'Decline 80.00 GEM from Bidu' }));

    expect(await screen.findByText('You declined the offer from Bidu.')).toBeInTheDocument();
    expect(offers.decline).toHaveBeenCalledWith(OFFER_ID);
    expect(wallet).not.toHaveBeenCalled();
  });

  it('says a sold listing is sold, and offers nothing', async () => {
    await renderSellingScene(<ListingActions listing={marketListing({ status: 'SOLD' })} />);

    expect(screen.getByText('You sold this collectible.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('ListingActions for anyone else', () => {
  const bidder = signedIn(BIDDER_ID, { balance: 500 });

  it('makes an offer: the amount in their digits, the fee on top, signed by the wallet and sent', async () => {
    const wallet = walletAnswers();
    const { offers } = await renderSellingScene(<ListingActions listing={marketListing()} />, { user: bidder, locale: 'en' });

    await userEvent.type(screen.getByRole('textbox', { name: 'Your offer in GEM' }), '80');
    expect(amountOf('You pay')).toHaveTextContent('90.00 GEM');
    await userEvent.click(screen.getByRole('button', { name: 'Offer 80.00 GEM' }));

    expect(await screen.findByText('Your offer of 80.00 GEM was sent to the owner.')).toBeInTheDocument();
    expect(wallet).toHaveBeenCalledWith({
      message: buildOfferMessage({ collectibleId: COLLECTIBLE_ID, price: '80', bidderAddress: WALLET_ADDRESS }),
      purpose: 'offer',
    });
    expect(offers.make).toHaveBeenCalledWith(COLLECTIBLE_ID, { price: '80', signature: SIGNATURE });
    expect(screen.getByRole('textbox', { name: 'Your offer in GEM' })).toHaveValue('');
  });

  it('says when the balance does not cover the offer and its fee, and asks nothing of the wallet', async () => {
    const wallet = walletAnswers();
    const { offers } = await renderSellingScene(<ListingActions listing={marketListing()} />, { user: signedIn(BIDDER_ID, { balance: 50 }) });

    await userEvent.type(screen.getByRole('textbox', { name: 'Your offer in GEM' }), '45');

    expect(screen.getByRole('alert')).toHaveTextContent('Your balance of 50.00 GEM does not cover 55.00 GEM, the offer and its fee.');
    expect(screen.getByRole('alert')).toHaveTextContent(/You need 5\.00 GEM (\(about \$[\d.]+\) )?more\./);
    expect(screen.getByRole('link', { name: 'Add GEM' })).toHaveAttribute('href', expect.stringMatching(/^\/user-portal\/wallet\?return=/));
    expect(screen.getByRole('button', { name: 'Offer 45.00 GEM' })).toBeDisabled();
    expect(wallet).not.toHaveBeenCalled();
    expect(offers.make).not.toHaveBeenCalled();
  });

  it('shows their own open offer, which they may withdraw', async () => {
    const { offers } = await renderSellingScene(<ListingActions listing={marketListing()} />, { user: bidder, made: [offer()] });

    expect(await screen.findByText('Your open offer')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw offer' }));

    expect(await screen.findByText('Your offer was withdrawn.')).toBeInTheDocument();
    expect(offers.withdraw).toHaveBeenCalledWith(OFFER_ID);
    expect(offers.list).toHaveBeenCalledWith({ agent: 'BUYER', collectibleId: COLLECTIBLE_ID }, expect.anything());
  });

  it('asks a visitor to sign in and brings them back to the same listing', async () => {
    const path = `/ja/market/diamond-dreams/${LISTING_ID}`;
    await renderSellingScene(<ListingActions listing={marketListing()} />, { user: null, path });

    expect(screen.getByRole('link', { name: 'Sign in to make an offer' })).toHaveAttribute('href', `/loading?auth=true&redirect=${encodeURIComponent(path)}`);
  });

  it('shows nothing to others for a listing that no longer stands', async () => {
    const { container } = await renderSellingScene(<ListingActions listing={marketListing({ status: 'CANCELLED' })} />, { user: bidder });

    expect(container).toBeEmptyDOMElement();
  });
});
