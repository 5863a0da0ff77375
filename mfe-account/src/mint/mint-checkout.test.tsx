import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, WalletSignError, type MintRecord } from '@marketplace/contracts/wire';
import { BusTimeoutError, sessionStore } from '@marketplace/contracts/browser';
import { readsInTurn } from './testing/fake-checkout-api';
import { collectibleDetail, COLLECTIBLE_ID, MINT_ID, refusal, reservedMint, SIGNATURE, WALLET_ADDRESS } from './testing/mint-fixtures';
import { buyer, renderMintCheckout, resetCheckoutScene, toastsShown, walletAnswers } from './testing/render-mint-checkout';

const confirmButton = () => screen.findByRole('button', { name: 'Confirm purchase' });
const cancelButton = () => screen.findByRole('button', { name: 'Cancel reservation' });
const codeField = () => screen.findByRole('textbox', { name: '6-digit code' });
const alertRegion = () => screen.getByRole('alert');
const statusRegion = () => screen.getByRole('status');
const signedOf = (mint: MintRecord): MintRecord => ({ ...mint, status: 'SIGNED' });

afterEach(resetCheckoutScene);

describe('the mint checkout', () => {
  describe('reading the mint', () => {
    it('says it is loading while the mint is read', async () => {
      const { mints } = await renderMintCheckout({ mint: null, readMint: () => new Promise(() => undefined) });

      expect(screen.getByRole('status')).toHaveTextContent('Loading your purchase…');
      expect(mints.get).toHaveBeenCalledWith(MINT_ID, { signal: expect.any(AbortSignal) });
    });

    it('says the purchase is not found when the user has no such mint', async () => {
      const { mints } = await renderMintCheckout({ mint: null });

      expect(await screen.findByRole('heading', { name: 'Purchase not found' })).toBeInTheDocument();
      expect(mints.get).toHaveBeenCalledWith(MINT_ID, { signal: expect.any(AbortSignal) });
      expect(screen.queryByRole('button', { name: 'Confirm purchase' })).not.toBeInTheDocument();
    });

    it('says the purchase is not found, without a call, when the address has no id', async () => {
      const { mints } = await renderMintCheckout({ mint: reservedMint(), mintId: null });

      expect(screen.getByRole('heading', { name: 'Purchase not found' })).toBeInTheDocument();
      expect(mints.get).not.toHaveBeenCalled();
    });

    it('says the purchase could not be loaded, and reads it again on Try again', async () => {
      const mint = reservedMint();
      const { mints } = await renderMintCheckout({
        mint,
        readMint: readsInTurn(new ApiError(`GET /api/users/self/mints/${MINT_ID}`, 500, '500 Fetch error'), mint),
      });

      expect(await screen.findByRole('alert')).toHaveTextContent('Your purchase could not be loaded');
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

      expect(await confirmButton()).toBeInTheDocument();
      expect(mints.get).toHaveBeenCalledTimes(2);
    });
  });

  describe('showing the order', () => {
    it('shows the collectible, price, fee and total in GEM with USD, the status and the reservation expiry', async () => {
      const { collectibles } = await renderMintCheckout({ mint: reservedMint(), collectible: collectibleDetail(), rate: 0.05 });

      expect(await screen.findByRole('heading', { name: 'Storm Bow' })).toBeInTheDocument();
      expect(collectibles.detail).toHaveBeenCalledWith(COLLECTIBLE_ID, { signal: expect.any(AbortSignal) });
      // The rarity as every page writes it (the kit's badge), not a checkout-only style.
      expect(screen.getByText('Epic')).toHaveAttribute('data-rarity', 'epic');
      expect(screen.getByText('Price').nextElementSibling).toHaveTextContent('100.00 GEMabout $5.00');
      // 11.764705882352941177 GEM: truncated, never rounded up to 11.77.
      expect(screen.getByText('Marketplace fee').nextElementSibling).toHaveTextContent('11.76 GEMabout $0.59');
      expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('111.76 GEMabout $5.59');
      expect(screen.getByText('Reserved for you')).toBeInTheDocument();
      expect(screen.getByText('Reserved until').nextElementSibling).toHaveTextContent(/\d+:\d\d left/);
    });

    it('shows the amounts without USD while the rate is unknown', async () => {
      await renderMintCheckout({ mint: reservedMint(), rate: null });

      expect((await screen.findByText('Total')).nextElementSibling).toHaveTextContent(/^111\.76 GEM$/);
    });

    it('still offers the purchase when the collectible cannot be read', async () => {
      const { collectibles } = await renderMintCheckout({
        mint: reservedMint(),
        readCollectible: () => Promise.reject(new ApiError(`GET /api/collectibles/${COLLECTIBLE_ID}`, 500, '500 Fetch error')),
      });

      expect(await screen.findByRole('heading', { name: 'Collectible' })).toBeInTheDocument();
      expect(collectibles.detail).toHaveBeenCalledWith(COLLECTIBLE_ID, { signal: expect.any(AbortSignal) });
      expect(await confirmButton()).toBeInTheDocument();
    });

    it('shows a reservation whose time has run out as expired, with nothing left to confirm', async () => {
      await renderMintCheckout({ mint: reservedMint({ expiresAt: new Date(Date.now() - 1000).toISOString() }) });

      expect(await screen.findByRole('heading', { level: 1, name: 'Reservation expired' })).toBeInTheDocument();
      expect(screen.getByText('Status').nextElementSibling).toHaveTextContent('Reservation expired');
      expect(screen.queryByRole('button', { name: 'Confirm purchase' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'View the collectible' })).toHaveAttribute('href', `/collectible/${COLLECTIBLE_ID}`);
    });

    it('shows a paid mint as paid, with the way to the collection', async () => {
      await renderMintCheckout({ mint: signedOf(reservedMint()) });

      expect(await screen.findByText('Paid, on its way to your collection')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Confirm purchase' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to your collection' })).toHaveAttribute('href', '/user-portal/collection');
    });

    it('speaks the page language', async () => {
      await renderMintCheckout({ mint: reservedMint(), locale: 'ja' });

      expect(await screen.findByRole('button', { name: '購入を確定' })).toBeInTheDocument();
      expect(screen.getByText('合計').nextElementSibling).toHaveTextContent('111.76 GEM');
    });
  });

  describe('confirming a reserved mint', () => {
    it('asks the wallet to sign the mint message over the bus, pays with the signature and shows the purchase paid', async () => {
      const mint = reservedMint();
      const toasts = toastsShown();
      const wallet = walletAnswers();
      const { mints } = await renderMintCheckout({ mint });
      const confirm = await confirmButton();
      expect(screen.getByRole('heading', { level: 1, name: 'Complete your purchase' })).toBeInTheDocument();

      await userEvent.click(confirm);

      expect(await screen.findByText('Payment complete. The collectible will arrive in your collection shortly.')).toHaveFocus();
      expect(screen.getByRole('heading', { level: 1, name: 'Purchase complete' })).toBeInTheDocument();
      expect(wallet).toHaveBeenCalledWith({ message: mint.message, purpose: 'mint' });
      expect(mints.sign).toHaveBeenCalledWith(MINT_ID, { signature: SIGNATURE });
      expect(screen.getByText('Paid, on its way to your collection')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Confirm purchase' })).not.toBeInTheDocument();
      expect(toasts).toEqual([{ tone: 'success', message: 'Purchase complete' }]);
    });

    it('says when the balance falls short of the total, and asks neither the wallet nor the server to pay', async () => {
      const wallet = walletAnswers();
      const { mints } = await renderMintCheckout({ mint: reservedMint(), user: buyer({ balance: 111.76 }) });

      const confirm = await confirmButton();
      expect(confirm).toHaveAttribute('aria-disabled', 'true');
      // 111.764705882352941177 GEM to pay: 0.004705… short, which adding 0.01 GEM covers; in USD at the rate once it
      // has answered (the sentence without USD stands until then, so the check waits for the rate rather than racing it).
      await waitFor(() =>
        expect(confirm).toHaveAccessibleDescription('Your balance, 111.76 GEM, does not cover the total. You need 0.01 GEM (about $0.00) more.'),
      );
      expect(screen.getByRole('link', { name: 'Add GEM' })).toHaveAttribute('href', `/user-portal/wallet?return=${encodeURIComponent('/')}`);
      await userEvent.click(confirm);
      await userEvent.keyboard('{Enter}');

      expect(wallet).not.toHaveBeenCalled();
      expect(mints.sign).not.toHaveBeenCalled();
      expect(await cancelButton()).toHaveAttribute('aria-disabled', 'false');
    });

    it('offers the purchase as soon as the balance covers it', async () => {
      const wallet = walletAnswers();
      const { mints } = await renderMintCheckout({ mint: reservedMint(), user: buyer({ balance: 0 }) });
      expect(await confirmButton()).toHaveAttribute('aria-disabled', 'true');

      act(() => sessionStore.setState((session) => ({ ...session, user: buyer({ balance: 112.77 }) })));

      expect(await confirmButton()).toHaveAttribute('aria-disabled', 'false');
      expect(screen.queryByText(/does not cover the total/)).not.toBeInTheDocument();
      await userEvent.click(await confirmButton());
      expect(await screen.findByText('Paid, on its way to your collection')).toBeInTheDocument();
      expect(wallet).toHaveBeenCalledTimes(1);
      expect(mints.sign).toHaveBeenCalledTimes(1);
    });

    it('says what it waits for, and ignores more clicks meanwhile', async () => {
      let answer: (value: { signature: string; address: string }) => void = () => undefined;
      const wallet = walletAnswers(() => new Promise((resolve) => (answer = resolve)));
      const { mints } = await renderMintCheckout({ mint: reservedMint() });

      await userEvent.click(await confirmButton());

      expect(statusRegion()).toHaveTextContent('Confirm the purchase in your wallet…');
      expect(await confirmButton()).toHaveAttribute('aria-disabled', 'true');
      await userEvent.click(await confirmButton());
      await userEvent.click(await cancelButton());
      expect(wallet).toHaveBeenCalledTimes(1);
      expect(mints.cancel).not.toHaveBeenCalled();

      answer({ signature: SIGNATURE, address: WALLET_ADDRESS });
      expect(await screen.findByText('Paid, on its way to your collection')).toBeInTheDocument();
      expect(mints.sign).toHaveBeenCalledTimes(1);
    });

    it.each([
      ['locked', 'Your wallet is locked; unlock it and try again.'],
      ['no-wallet', 'Create your wallet first.'],
      ['failed', 'Your wallet could not sign this purchase. Please try again.'],
    ] as const)('tells the person what to do when the wallet refuses because it is %s, and pays nothing', async (reason, message) => {
      walletAnswers(() => Promise.reject(new WalletSignError(reason)));
      const { mints } = await renderMintCheckout({ mint: reservedMint() });

      await userEvent.click(await confirmButton());

      await waitFor(() => expect(alertRegion()).toHaveTextContent(message));
      expect(mints.sign).not.toHaveBeenCalled();
      expect(await confirmButton()).toHaveAttribute('aria-disabled', 'false');
      expect(screen.getByText('Reserved for you')).toBeInTheDocument();
    });

    it('stays quiet when the person declines in the wallet, and lets them try again', async () => {
      const wallet = walletAnswers(() => Promise.reject(new WalletSignError('declined')));
      const { mints } = await renderMintCheckout({ mint: reservedMint() });

      await userEvent.click(await confirmButton());

      await waitFor(() => expect(wallet).toHaveBeenCalled());
      await waitFor(async () => expect(await confirmButton()).toHaveAttribute('aria-disabled', 'false'));
      expect(alertRegion()).toBeEmptyDOMElement();
      expect(statusRegion()).toBeEmptyDOMElement();
      expect(mints.sign).not.toHaveBeenCalled();
    });

    it('says the wallet is not available when no wallet answers the bus', async () => {
      const { mints } = await renderMintCheckout({ mint: reservedMint() });

      await userEvent.click(await confirmButton());

      await waitFor(() => expect(alertRegion()).toHaveTextContent('The wallet is not available right now.'));
      expect(mints.sign).not.toHaveBeenCalled();
    });

    it('says the wallet is not available when it does not answer in time', async () => {
      walletAnswers(() => Promise.reject(new BusTimeoutError('wallet:sign', 300_000)));
      await renderMintCheckout({ mint: reservedMint() });

      await userEvent.click(await confirmButton());

      await waitFor(() => expect(alertRegion()).toHaveTextContent('The wallet is not available right now.'));
    });

    it('shows the server refusing for an insufficient balance, and keeps the mint reserved', async () => {
      walletAnswers();
      const { mints } = await renderMintCheckout({ mint: reservedMint() });
      mints.sign.mockRejectedValue(refusal(409, 'Insufficient balance'));

      await userEvent.click(await confirmButton());

      await waitFor(() => expect(alertRegion()).toHaveTextContent('Your GEM balance is too low for this purchase.'));
      expect(screen.getByRole('heading', { level: 1, name: 'Payment failed' })).toBeInTheDocument();
      expect(screen.getByText('Reserved for you')).toBeInTheDocument();
      expect(await confirmButton()).toHaveAttribute('aria-disabled', 'false');
    });

    it('reads the mint again when the server says the reservation expired, and shows it expired', async () => {
      const mint = reservedMint();
      walletAnswers();
      const { mints } = await renderMintCheckout({ mint, readMint: readsInTurn(mint, { ...mint, status: 'EXPIRED' }) });
      mints.sign.mockRejectedValue(refusal(409, 'Reservation expired'));

      await userEvent.click(await confirmButton());

      await waitFor(() => expect(alertRegion()).toHaveTextContent('Your reservation has expired.'));
      expect(await screen.findByRole('heading', { level: 1, name: 'Reservation expired' })).toBeInTheDocument();
      expect(screen.getByText('Status').nextElementSibling).toHaveTextContent('Reservation expired');
      expect(mints.get).toHaveBeenCalledTimes(2);
      expect(screen.queryByRole('button', { name: 'Confirm purchase' })).not.toBeInTheDocument();
    });

    it('refuses to have a purchase text signed that does not say what the mint says', async () => {
      const wallet = walletAnswers();
      const { mints } = await renderMintCheckout({ mint: { ...reservedMint(), message: 'Marketplace purchase\nPrice: 1 GEM' } });

      await userEvent.click(await confirmButton());

      await waitFor(() => expect(alertRegion()).toHaveTextContent('The purchase details could not be verified, so nothing was signed.'));
      expect(wallet).not.toHaveBeenCalled();
      expect(mints.sign).not.toHaveBeenCalled();
    });
  });

  describe('with two-factor authentication on', () => {
    const twoFactorBuyer = buyer({ twoFactorAuth: true });

    it('asks for the code, and checks it before anything is signed', async () => {
      const wallet = walletAnswers();
      const { mints } = await renderMintCheckout({ mint: reservedMint(), user: twoFactorBuyer });

      await userEvent.type(await codeField(), '12a45');
      await userEvent.click(await confirmButton());

      expect(await screen.findByText('Enter the 6-digit code from your authenticator app.')).toBeInTheDocument();
      expect(await codeField()).toHaveFocus();
      expect(await codeField()).toHaveAttribute('aria-invalid', 'true');
      // The letter never sits in the field (the kit's code field keeps digits only); four digits are still too few.
      expect(await codeField()).toHaveValue('1245');
      expect(wallet).not.toHaveBeenCalled();
      expect(mints.sign).not.toHaveBeenCalled();
    });

    it('sends the code with the signature', async () => {
      walletAnswers();
      const { mints } = await renderMintCheckout({ mint: reservedMint(), user: twoFactorBuyer });

      await userEvent.type(await codeField(), '123 456');
      await userEvent.click(await confirmButton());

      await screen.findByText('Paid, on its way to your collection');
      expect(mints.sign).toHaveBeenCalledWith(MINT_ID, { signature: SIGNATURE, code: '123456' });
    });

    it('keeps the code and the signature when the server refuses the code, so fixing it needs no second signature', async () => {
      const wallet = walletAnswers();
      const { mints } = await renderMintCheckout({ mint: reservedMint(), user: twoFactorBuyer });
      mints.sign.mockRejectedValueOnce(refusal(403, 'Invalid 2FA code'));

      await userEvent.type(await codeField(), '111111');
      await userEvent.click(await confirmButton());

      expect(await screen.findByText('That code was not accepted. Check your authenticator app and try again.')).toBeInTheDocument();
      expect(await codeField()).toHaveValue('111111');
      expect(await codeField()).toHaveFocus();

      await userEvent.clear(await codeField());
      await userEvent.type(await codeField(), '222222');
      await userEvent.click(await confirmButton());

      await screen.findByText('Paid, on its way to your collection');
      expect(wallet).toHaveBeenCalledTimes(1);
      expect(mints.sign).toHaveBeenLastCalledWith(MINT_ID, { signature: SIGNATURE, code: '222222' });
    });

    it('keeps what was typed when the wallet is locked', async () => {
      walletAnswers(() => Promise.reject(new WalletSignError('locked')));
      await renderMintCheckout({ mint: reservedMint(), user: twoFactorBuyer });

      await userEvent.type(await codeField(), '123456');
      await userEvent.click(await confirmButton());

      await waitFor(() => expect(alertRegion()).toHaveTextContent('Your wallet is locked; unlock it and try again.'));
      expect(await codeField()).toHaveValue('123456');
    });
  });

  describe('cancelling the reservation', () => {
    it('cancels the mint and says the collectible is back on sale', async () => {
      const { mints } = await renderMintCheckout({ mint: reservedMint() });

      await userEvent.click(await cancelButton());

      expect(await screen.findByText('Reservation cancelled. The collectible is back on sale.')).toHaveFocus();
      expect(mints.cancel).toHaveBeenCalledWith(MINT_ID);
      expect(screen.getByText('Cancelled')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Purchase cancelled' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Cancel reservation' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'View the collectible' })).toBeInTheDocument();
    });

    it('says why a cancel was refused, and shows the mint as it now is', async () => {
      const mint = reservedMint();
      const { mints } = await renderMintCheckout({ mint, readMint: readsInTurn(mint, signedOf(mint)) });
      mints.cancel.mockRejectedValue(refusal(409, 'Mint already signed'));

      await userEvent.click(await cancelButton());

      await waitFor(() => expect(alertRegion()).toHaveTextContent('This purchase has already been paid.'));
      expect(await screen.findByText('Paid, on its way to your collection')).toBeInTheDocument();
    });
  });
});
