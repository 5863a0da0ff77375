import { randomUUID } from 'node:crypto';
import { Wallet } from 'ethers';
import { buildTransferMessage, walletMoveRefusalOf } from '@marketplace/contracts/wire';
import { createWalletUser } from '../testing/commerce-fixtures.js';
import { contractHarnessPerSuite } from '../testing/contract-harness.js';
import { confirmWalletMoves } from '../wallet-moves/wallet-move-confirmation.js';

const contract = contractHarnessPerSuite();

describe('wallet moves api against the server', () => {
  it('reads the network fee, deposits through the stand-in and lists the deposit', async () => {
    const { api, setToken, t } = contract();
    const person = await createWalletUser(t);
    setToken(person.token);

    const terms = await api.walletMoves.transferTerms();
    const deposit = await api.walletMoves.deposit({ amount: '12.50' });
    const summary = await api.walletMoves.deposits();

    expect(terms).toEqual({ networkFee: '0.1' });
    expect(deposit).toMatchObject({ amount: '12.5', status: 'PENDING' });
    expect(summary).toMatchObject({ standIn: true, records: [{ id: deposit.id, status: 'PENDING' }] });
  });

  it('sends with the wallet signature and the key as Idempotency-Key; a retry answers the same transfer', async () => {
    const { api, setToken, t } = contract();
    const sender = await createWalletUser(t, { balance: '20' });
    const to = Wallet.createRandom().address;
    setToken(sender.token);
    const transferKey = randomUUID();
    const signature = await sender.wallet.signMessage(
      buildTransferMessage({ transferKey, senderAddress: sender.wallet.address, recipientAddress: to, amount: '5', fee: '0.1' }),
    );
    const request = { to, amount: '5', fee: '0.1', signature };

    const sent = await api.walletMoves.send(transferKey, request);
    const retried = await api.walletMoves.send(transferKey, request);
    await confirmWalletMoves(t.db, { depositConfirmAfterMs: 0, transferConfirmAfterMs: 0, now: new Date(Date.now() + 1000) });

    expect(retried).toEqual(sent);
    expect(sent).toMatchObject({ key: transferKey, to, amount: '5.0', fee: '0.1', total: '5.1', status: 'PENDING' });
    await expect(api.walletMoves.transfer(sent.id)).resolves.toMatchObject({ status: 'COMPLETE' });
  });

  it('rejects a refusal with an answer message the wallet can name', async () => {
    const { api, setToken, t } = contract();
    const sender = await createWalletUser(t, { balance: '1' });
    setToken(sender.token);

    const refused = api.walletMoves.send(randomUUID(), { to: sender.wallet.address, amount: '0.5', fee: '0.1', signature: `0x${'1'.repeat(130)}` });

    const error = await refused.then(
      () => null,
      (rejection: { status?: number; answerMessage?: string }) => rejection,
    );
    expect(error?.status).toBe(400);
    expect(walletMoveRefusalOf(error?.answerMessage)).toBe('ownAddress');
  });
});
