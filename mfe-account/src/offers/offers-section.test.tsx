import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, buildOfferAcceptanceMessage, type OfferGroup, type OfferRecord, type RecordList, WalletSignError } from '@marketplace/contracts/wire';
import type { MarketplaceApi } from '@marketplace/contracts/http';
import { ANA, ME, renderPortalSection, resetPortalScene, toastsShown, WALLET_ADDRESS, walletAnswers } from '../portal-kit/testing/portal-scene';
import { OffersSection } from './offers-section';

afterEach(resetPortalScene);

const RUBY = '44444444-4444-4444-8444-444444444444';
const OFFER_ID = '66666666-6666-4666-8666-666666666666';
const SIGNATURE = `0x${'ab'.repeat(65)}`;

function offer(overrides: Partial<OfferRecord> = {}): OfferRecord {
  return {
    id: OFFER_ID,
    collectibleId: RUBY,
    bidderId: ANA,
    price: '80.00',
    status: 'OPEN',
    time: new Date(Date.now() - 2 * 60_000).toISOString(),
    ...overrides,
  };
}

function groups(offers: OfferRecord[], ownerId: string | null = ME): RecordList<OfferGroup> {
  return {
    total: 1,
    records: [
      {
        collectible: { id: RUBY, merchantId: 'diamond-dreams', name: 'Ruby of Dawn', rarity: 'rare', imageUrl: '/ruby.svg', ownerId },
        offers,
        bestPrice: '80.00',
      },
    ],
  };
}

function offersApi(overrides: Partial<MarketplaceApi['offers']> = {}): MarketplaceApi['offers'] {
  return {
    list: jest.fn(async () => groups([offer()])),
    page: jest.fn(async () => groups([offer()])),
    make: jest.fn(),
    accept: jest.fn(async (id: string) => offer({ id, status: 'ACCEPTED' })),
    decline: jest.fn(async (id: string) => offer({ id, status: 'DECLINED' })),
    withdraw: jest.fn(async (id: string) => offer({ id, status: 'CANCELLED' })),
    ...overrides,
  };
}

describe('the offers section, received', () => {
  it('lists each collectible with its art, name and rarity, and its offers with bidder, price, time and status', async () => {
    const offers = offersApi();

    await renderPortalSection(<OffersSection />, { api: { offers } });

    const group = await screen.findByTestId('offer-group');
    expect(within(group).getByRole('heading', { name: 'Ruby of Dawn' })).toBeInTheDocument();
    expect(within(group).getByText('Rare')).toBeInTheDocument();
    const row = within(group).getByTestId('offer-row');
    expect(await within(row).findByRole('link', { name: 'Ana' })).toHaveAttribute('href', `/user/${ANA}`);
    expect(within(row).getByText('80.00 GEM')).toBeInTheDocument();
    expect(within(row).getByText('2 minutes ago')).toBeInTheDocument();
    expect(within(row).getByText('Open')).toBeInTheDocument();
    expect(offers.page).toHaveBeenCalledWith({ agent: 'SELLER', page: 1, pageSize: 5 }, expect.anything());
    expect(screen.getByRole('link', { name: 'Received' })).toHaveAttribute('aria-current', 'page');
  });

  it('accepts after a confirmation naming price, fee and what the owner receives, signed by the wallet', async () => {
    const offers = offersApi();
    const toasts = toastsShown();
    const wallet = walletAnswers(async () => ({ signature: SIGNATURE, address: WALLET_ADDRESS }));
    await renderPortalSection(<OffersSection />, { api: { offers } });

    fireEvent.click(await screen.findByRole('button', { name: "Accept Ana's offer of 80.00 GEM for Ruby of Dawn" }));
    const confirm = screen.getByTestId('accept-confirm');
    expect(within(confirm).getByText('Sell Ruby of Dawn to Ana for 80.00 GEM?')).toBeInTheDocument();
    expect(within(confirm).getByText('Marketplace fee, paid by Ana')).toBeInTheDocument();
    // 5 % of 80 GEM is 4 GEM; the 0.50 USD floor at 0.05 USD per GEM is 10 GEM, so the floor applies.
    expect(await within(confirm).findByText('10.00 GEM')).toBeInTheDocument();
    expect(within(confirm).getByText('You receive')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept and sign' })).toHaveFocus();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Accept and sign' })));

    const message = buildOfferAcceptanceMessage({ offerId: OFFER_ID, collectibleId: RUBY, price: '80.00', sellerAddress: WALLET_ADDRESS });
    expect(wallet).toHaveBeenCalledWith({ message, purpose: 'offerAcceptance' });
    expect(offers.accept).toHaveBeenCalledWith(OFFER_ID, { signature: SIGNATURE });
    await waitFor(() => expect(toasts).toContainEqual({ tone: 'success', message: "You accepted Ana's offer of 80.00 GEM for Ruby of Dawn." }));
  });

  it('takes the offer out of the open ones at once, and puts it back when the server refuses', async () => {
    let refuse: (error: Error) => void = () => undefined;
    const offers = offersApi({ decline: jest.fn(() => new Promise<OfferRecord>((_resolve, reject) => (refuse = reject))) });
    const toasts = toastsShown();
    await renderPortalSection(<OffersSection />, { api: { offers } });

    fireEvent.click(await screen.findByRole('button', { name: "Decline Ana's offer of 80.00 GEM for Ruby of Dawn" }));

    await waitFor(() => expect(screen.getByTestId('offer-row')).toHaveAttribute('data-status', 'DECLINED'));
    expect(screen.queryByRole('button', { name: /^Accept/ })).not.toBeInTheDocument();

    await act(async () => refuse(new ApiError('POST decline', 409, 'Offer is not open', { body: { message: 'Offer is not open' } })));

    await waitFor(() => expect(screen.getByTestId('offer-row')).toHaveAttribute('data-status', 'OPEN'));
    expect(toasts).toContainEqual({ tone: 'error', message: 'This offer is no longer open; the list now shows it as it is.' });
  });

  it('says nothing and changes nothing when the owner declines to sign in the wallet', async () => {
    const offers = offersApi();
    const toasts = toastsShown();
    walletAnswers(async () => {
      throw new WalletSignError('declined');
    });
    await renderPortalSection(<OffersSection />, { api: { offers } });

    fireEvent.click(await screen.findByRole('button', { name: "Accept Ana's offer of 80.00 GEM for Ruby of Dawn" }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Accept and sign' })));

    expect(offers.accept).not.toHaveBeenCalled();
    expect(screen.getByTestId('offer-row')).toHaveAttribute('data-status', 'OPEN');
    expect(toasts).toEqual([]);
  });
});

describe('the offers section, made', () => {
  it('lists the offers the person made and withdraws an open one', async () => {
    const offers = offersApi({ page: jest.fn(async () => groups([offer({ bidderId: ME })], ANA)) });
    const toasts = toastsShown();
    await renderPortalSection(<OffersSection />, { api: { offers }, path: '/user-portal/offers?agent=BUYER' });

    expect(await screen.findByText('You')).toBeInTheDocument();
    expect(offers.page).toHaveBeenCalledWith({ agent: 'BUYER', page: 1, pageSize: 5 }, expect.anything());
    expect(screen.queryByRole('button', { name: /^Accept/ })).not.toBeInTheDocument();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Withdraw your offer of 80.00 GEM for Ruby of Dawn' })));

    expect(offers.withdraw).toHaveBeenCalledWith(OFFER_ID);
    await waitFor(() => expect(toasts).toContainEqual({ tone: 'success', message: 'Your offer of 80.00 GEM for Ruby of Dawn was withdrawn.' }));
  });

  it('says the offers could not be loaded, not that there are none, and reads again on retry', async () => {
    const page = jest
      .fn()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue(groups([offer()]));

    await renderPortalSection(<OffersSection />, { api: { offers: offersApi({ page }) } });

    expect(await screen.findByRole('alert')).toHaveTextContent('Your offers could not be loaded.');
    expect(screen.queryByText('No offers on your items')).not.toBeInTheDocument();
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByTestId('offer-group')).toBeInTheDocument();
  });

  it('says there are none yet and leads to the market', async () => {
    await renderPortalSection(<OffersSection />, {
      api: { offers: offersApi({ page: jest.fn(async () => ({ records: [], total: 0 })) }) },
      path: '/user-portal/offers?agent=BUYER',
    });

    expect(await screen.findByText('You have not made any offers')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the market' })).toHaveAttribute('href', '/market/diamond-dreams');
  });
});
