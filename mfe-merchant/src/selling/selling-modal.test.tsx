import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, buildListingMessage, WalletSignError } from '@marketplace/contracts/wire';
import SellingModal from './selling-modal';
import {
  busRecords,
  COLLECTIBLE_ID,
  collectibleDetail,
  LISTING_ID,
  renderSellingScene,
  resetSellingScene,
  SIGNATURE,
  WALLET_ADDRESS,
  walletAnswers,
} from './testing/selling-scene';

const refusal = (status: number, message: string) =>
  new ApiError('POST /api/users/self/listings', status, message, { body: { status, message, payload: null } });
const priceField = () => screen.findByRole('textbox', { name: 'Price in GEM' });

afterEach(resetSellingScene);

describe('the selling dialog', () => {
  it('shows the collectible and lists it: the dialog makes way for the wallet, comes back, and links to the new listing', async () => {
    const wallet = walletAnswers();
    const reopened = busRecords('selling:open');
    const onClose = jest.fn();
    const { market, collectibles } = await renderSellingScene(<SellingModal collectibleId={COLLECTIBLE_ID} merchantId="diamond-dreams" onClose={onClose} />);

    expect(await screen.findByText('Emerald Ring')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Emerald Ring' })).toBeInTheDocument();
    expect(collectibles.detail).toHaveBeenCalledWith(COLLECTIBLE_ID, expect.anything());
    await userEvent.type(await priceField(), '12.5');
    await userEvent.click(screen.getByRole('button', { name: 'List for 12.50 GEM' }));

    expect(await screen.findByText(/Listed for 12.50 GEM\./)).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(wallet).toHaveBeenCalledWith({
      message: buildListingMessage({ collectibleId: COLLECTIBLE_ID, price: '12.5', sellerAddress: WALLET_ADDRESS }),
      purpose: 'listing',
    });
    expect(reopened).toEqual([{ collectibleId: COLLECTIBLE_ID, merchantId: 'diamond-dreams' }]);
    expect(market.list).toHaveBeenCalledWith({ collectibleId: COLLECTIBLE_ID, price: '12.5', signature: SIGNATURE });
    expect(screen.getByRole('link', { name: 'View your listing' })).toHaveAttribute('href', `/market/diamond-dreams/${LISTING_ID}`);
  });

  it("takes the person's own decimal separator and shows the fee floor and what they receive", async () => {
    await renderSellingScene(<SellingModal collectibleId={COLLECTIBLE_ID} merchantId="diamond-dreams" onClose={jest.fn()} />, { locale: 'ja' });

    await userEvent.type(await screen.findByRole('textbox', { name: '価格（GEM）' }), '1,234.5');

    expect(screen.getByText('受取額').nextElementSibling).toHaveTextContent('1,234.50 GEM');
    expect(screen.getByText('マーケットプレイス手数料（5%）').nextElementSibling).toHaveTextContent('61.72 GEM');
  });

  it('refuses a price above 99999999999.99 or with three decimals before asking the wallet', async () => {
    const wallet = walletAnswers();
    await renderSellingScene(<SellingModal collectibleId={COLLECTIBLE_ID} merchantId="diamond-dreams" onClose={jest.fn()} />);

    await userEvent.type(await priceField(), '100000000000');
    await userEvent.click(screen.getByRole('button', { name: 'List for sale' }));
    expect(screen.getByText('The price can be at most 99,999,999,999.99.')).toBeInTheDocument();
    expect(await priceField()).toHaveFocus();
    expect(await priceField()).toHaveAttribute('aria-invalid', 'true');

    expect(wallet).not.toHaveBeenCalled();
  });

  it('says the collectible is already listed (409) and keeps the price typed', async () => {
    walletAnswers();
    const { market } = await renderSellingScene(<SellingModal collectibleId={COLLECTIBLE_ID} merchantId="diamond-dreams" onClose={jest.fn()} />);
    market.list.mockRejectedValueOnce(refusal(409, 'Collectible already listed'));

    await userEvent.type(await priceField(), '40');
    await userEvent.click(screen.getByRole('button', { name: 'List for 40.00 GEM' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This collectible is already on the market.');
    expect(await priceField()).toHaveValue('40');
  });

  it('says the collectible is not theirs (403)', async () => {
    walletAnswers();
    const { market } = await renderSellingScene(<SellingModal collectibleId={COLLECTIBLE_ID} merchantId="diamond-dreams" onClose={jest.fn()} />);
    market.list.mockRejectedValueOnce(refusal(403, 'Not your collectible'));

    await userEvent.type(await priceField(), '40');
    await userEvent.click(screen.getByRole('button', { name: 'List for 40.00 GEM' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This collectible is not yours to sell.');
  });

  it('keeps what was typed while the dialog is closed for the wallet, and shows it again when it comes back', async () => {
    let decline: () => void = () => undefined;
    walletAnswers(() => new Promise((_resolve, reject) => (decline = () => reject(new WalletSignError('locked')))));
    const first = await renderSellingScene(<SellingModal collectibleId={COLLECTIBLE_ID} merchantId="diamond-dreams" onClose={() => first.unmount()} />);

    await userEvent.type(await priceField(), '77.7');
    await userEvent.click(screen.getByRole('button', { name: 'List for 77.70 GEM' }));
    await waitFor(() => expect(screen.queryByRole('textbox')).not.toBeInTheDocument());
    await act(async () => decline());
    await renderSellingScene(<SellingModal collectibleId={COLLECTIBLE_ID} merchantId="diamond-dreams" onClose={jest.fn()} />);

    expect(await priceField()).toHaveValue('77.7');
    expect(screen.getByRole('alert')).toHaveTextContent('Your wallet is locked. Unlock it and try again.');
  });

  it("manages the owner's listing when the collectible is already on the market", async () => {
    await renderSellingScene(<SellingModal collectibleId={COLLECTIBLE_ID} merchantId="diamond-dreams" onClose={jest.fn()} />, {
      detail: collectibleDetail({ listing: { id: LISTING_ID, kind: 'MARKET', status: 'ACTIVE', price: '120.0' } }),
    });

    expect(await screen.findByRole('button', { name: 'Change price' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw listing' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Price in GEM' })).not.toBeInTheDocument();
  });

  it('says a collectible the merchant holds is sold in its store', async () => {
    await renderSellingScene(<SellingModal collectibleId={COLLECTIBLE_ID} merchantId="diamond-dreams" onClose={jest.fn()} />, {
      detail: collectibleDetail({ owner: null }),
    });

    expect(await screen.findByText('This collectible is sold in its store, not by a person.')).toBeInTheDocument();
  });
});
