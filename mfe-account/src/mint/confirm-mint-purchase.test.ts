import { PurchaseMessageMismatchError } from './checkout-failure';
import { confirmMintPurchase } from './confirm-mint-purchase';
import { reservedMint, SIGNATURE, WALLET_ADDRESS } from './testing/mint-fixtures';

const walletSigning = () => jest.fn(async (_message: string) => ({ signature: SIGNATURE, address: WALLET_ADDRESS }));
const paying = () => ({ sign: jest.fn(async (id: string) => reservedMint({ id, status: 'SIGNED' })) });

describe('confirmMintPurchase', () => {
  it('has the wallet sign the mint message, then pays with that signature', async () => {
    const mint = reservedMint();
    const requestSignature = walletSigning();
    const mints = paying();

    const paid = await confirmMintPurchase({ mint, mints, requestSignature });

    expect(requestSignature).toHaveBeenCalledWith(mint.message);
    expect(mints.sign).toHaveBeenCalledWith(mint.id, { signature: SIGNATURE });
    expect(paid.status).toBe('SIGNED');
  });

  it('sends the 2FA code with the signature when there is one', async () => {
    const mints = paying();

    await confirmMintPurchase({ mint: reservedMint(), code: '123456', mints, requestSignature: walletSigning() });

    expect(mints.sign).toHaveBeenCalledWith(expect.any(String), { signature: SIGNATURE, code: '123456' });
  });

  it('refuses to have a message signed that names another price than the mint shows', async () => {
    const mint = { ...reservedMint(), price: '1.0' };
    const requestSignature = walletSigning();
    const mints = paying();

    await expect(confirmMintPurchase({ mint, mints, requestSignature })).rejects.toBeInstanceOf(PurchaseMessageMismatchError);
    expect(requestSignature).not.toHaveBeenCalled();
    expect(mints.sign).not.toHaveBeenCalled();
  });

  it('reuses a signature it already has instead of asking the wallet again', async () => {
    const requestSignature = walletSigning();
    const mints = paying();
    const onSigned = jest.fn();

    await confirmMintPurchase({ mint: reservedMint(), signature: SIGNATURE, code: '654321', mints, requestSignature, onSigned });

    expect(requestSignature).not.toHaveBeenCalled();
    expect(onSigned).toHaveBeenCalledWith(SIGNATURE);
    expect(mints.sign).toHaveBeenCalledWith(expect.any(String), { signature: SIGNATURE, code: '654321' });
  });

  it('does not pay when the wallet refuses', async () => {
    const mints = paying();
    const refusal = new Error('declined');

    await expect(confirmMintPurchase({ mint: reservedMint(), mints, requestSignature: () => Promise.reject(refusal) })).rejects.toBe(refusal);
    expect(mints.sign).not.toHaveBeenCalled();
  });
});
