import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Wallet } from 'ethers';
import { buildTransferMessage, WALLET_MOVE_REFUSALS } from '@marketplace/contracts/wire';
import { gemToWei } from '../ledger/gem-amounts.js';
import { notifications, transactions, walletTransfers } from '../db/schema.js';
import { balanceWeiOfUser } from '../ledger/balances.js';
import { createWalletUser, enableTwoFactor, type WalletUser } from '../testing/commerce-fixtures.js';
import { send } from '../testing/send-request.js';
import { randomAddress, withBrokenChecksum } from '../testing/addresses.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';
import { confirmWalletMoves } from '../wallet-moves/wallet-move-confirmation.js';
import { DEFAULT_WALLET_MOVE_SETTINGS } from '../wallet-moves/wallet-move-settings.js';

const NETWORK_FEE = '0.25';
const delays = { depositConfirmAfterMs: 3000, transferConfirmAfterMs: 2000 };
const later = () => new Date(Date.now() + 10_000);

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp({ walletMoves: { ...DEFAULT_WALLET_MOVE_SETTINGS, networkFeeWei: gemToWei(NETWORK_FEE) } });
});

afterAll(() => t.close());

interface SendOrder {
  to: string;
  amount: string;
  fee?: string;
  key?: string;
  code?: string;
  /** Who signs: the sender's own wallet unless a test signs with another. */
  signer?: Pick<Wallet, 'signMessage'>;
  /** What the signer signs, when a test signs other words than the order's. */
  signed?: Partial<{ to: string; amount: string; fee: string; key: string }>;
}

/** A send as the wallet page makes it: the wallet signs the transfer message, the key travels as Idempotency-Key. */
async function sendGem(sender: WalletUser, { to, amount, fee = NETWORK_FEE, key = randomUUID(), code, signer = sender.wallet, signed = {} }: SendOrder) {
  const message = buildTransferMessage({
    transferKey: signed.key ?? key,
    senderAddress: sender.wallet.address,
    recipientAddress: signed.to ?? to,
    amount: signed.amount ?? amount,
    fee: signed.fee ?? fee,
  });
  const signature = await signer.signMessage(message);
  return t.app.inject({
    method: 'POST',
    url: '/api/users/self/wallet/transfers',
    headers: { ...t.bearer(sender.token), 'idempotency-key': key },
    payload: { to, amount, fee, signature, ...(code ? { code } : {}) },
  });
}

describe('GET /api/wallet/transfer-terms', () => {
  it('answers the configured network fee, to anyone', async () => {
    const response = await send(t, 'GET', '/api/wallet/transfer-terms', null);

    expect(response.json().payload).toEqual({ networkFee: NETWORK_FEE });
  });
});

describe('POST /api/users/self/wallet/transfers', () => {
  it('debits amount plus the network fee at once, and lists a pending TRANSFER for both sides', async () => {
    const sender = await createWalletUser(t, { balance: '50' });
    const recipient = await createWalletUser(t);

    const response = await sendGem(sender, { to: recipient.wallet.address, amount: '20' });

    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toMatchObject({ to: recipient.wallet.address, amount: '20.0', fee: NETWORK_FEE, total: '20.25', status: 'PENDING' });
    expect(await balanceWeiOfUser(t.db, sender.id)).toBe(gemToWei('29.75'));
    expect(await balanceWeiOfUser(t.db, recipient.id)).toBe(0n);
    for (const side of [sender, recipient]) {
      const pending = (await send(t, 'GET', '/api/users/self/transactions/pending', side.token)).json().payload.records;
      expect(pending).toEqual([
        expect.objectContaining({
          kind: 'TRANSFER',
          amount: '20.0',
          fee: NETWORK_FEE,
          fromGEMId: sender.id,
          toGEMId: recipient.id,
          address: recipient.wallet.address,
        }),
      ]);
    }
  });

  it('completes once confirmed: the recipient sees it arrive in balance, activity and notifications', async () => {
    const sender = await createWalletUser(t, { balance: '50' });
    const recipient = await createWalletUser(t, { balance: '1' });
    const sent = (await sendGem(sender, { to: recipient.wallet.address, amount: '12.5' })).json().payload;

    await confirmWalletMoves(t.db, { ...delays, now: later() });

    expect(await balanceWeiOfUser(t.db, recipient.id)).toBe(gemToWei('13.5'));
    expect(await balanceWeiOfUser(t.db, sender.id)).toBe(gemToWei('37.25'));
    const arrived = (await send(t, 'GET', '/api/users/self/transactions', recipient.token)).json().payload.records;
    expect(arrived[0]).toMatchObject({ kind: 'TRANSFER', amount: '12.5', fromGEMId: sender.id, toGEMId: recipient.id });
    const status = await send(t, 'GET', `/api/users/self/wallet/transfers/${sent.id}`, sender.token);
    expect(status.json().payload).toMatchObject({ status: 'COMPLETE', completedAt: expect.any(String) });
    const toldRecipient = await t.db.select().from(notifications).where(eq(notifications.userId, recipient.id));
    expect(toldRecipient.map(({ translationId, params }) => ({ translationId, params }))).toEqual([
      { translationId: 'gem.received', params: { amount: '12.5' } },
    ]);
    const toldSender = await t.db.select().from(notifications).where(eq(notifications.userId, sender.id));
    expect(toldSender.map(({ translationId, params }) => ({ translationId, params }))).toEqual([
      { translationId: 'gem.sent', params: { amount: '12.5', address: recipient.wallet.address } },
    ]);
  });

  it('sends to an address outside the marketplace: debited, and nobody here credited', async () => {
    const sender = await createWalletUser(t, { balance: '10' });
    const outside = Wallet.createRandom().address;

    const response = await sendGem(sender, { to: outside, amount: '5' });
    await confirmWalletMoves(t.db, { ...delays, now: later() });

    expect(response.statusCode).toBe(200);
    const [row] = await t.db.select().from(transactions).where(eq(transactions.fromUserId, sender.id));
    expect(row).toMatchObject({ kind: 'TRANSFER', toUserId: null, status: 'COMPLETE' });
  });

  it('accepts a lower-case address (no checksum to check) and stores it checksummed', async () => {
    const sender = await createWalletUser(t, { balance: '10' });
    const recipient = await createWalletUser(t);

    const response = await sendGem(sender, { to: recipient.wallet.address.toLowerCase(), amount: '1' });

    expect(response.statusCode).toBe(200);
    expect(response.json().payload.to).toBe(recipient.wallet.address);
  });

  it('refuses a mixed-case address whose EIP-55 checksum is wrong, and a malformed one', async () => {
    const sender = await createWalletUser(t, { balance: '10' });
    const badChecksum = await sendGem(sender, { to: withBrokenChecksum(randomAddress()), amount: '1' });
    const malformed = await sendGem(sender, { to: '0x1234', amount: '1' });

    expect(badChecksum.statusCode).toBe(400);
    expect(badChecksum.json().message).toBe(`body.to: ${WALLET_MOVE_REFUSALS.badChecksum}`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(`body.to: ${WALLET_MOVE_REFUSALS.invalidAddress}`);
    expect(await balanceWeiOfUser(t.db, sender.id)).toBe(gemToWei('10'));
  });

  it("refuses the sender's own address", async () => {
    const sender = await createWalletUser(t, { balance: '10' });

    const response = await sendGem(sender, { to: sender.wallet.address.toLowerCase(), amount: '1' });

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`body.to: ${WALLET_MOVE_REFUSALS.ownAddress}`);
  });

  it('sends at most the balance less the fee', async () => {
    const sender = await createWalletUser(t, { balance: '10' });
    const to = Wallet.createRandom().address;

    const over = await sendGem(sender, { to, amount: '9.76' });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(WALLET_MOVE_REFUSALS.insufficientBalance);
    expect(await t.db.select().from(walletTransfers).where(eq(walletTransfers.senderId, sender.id))).toEqual([]);

    const max = await sendGem(sender, { to, amount: '9.75' });
    expect(max.statusCode).toBe(200);
    expect(await balanceWeiOfUser(t.db, sender.id)).toBe(0n);
  });

  it('refuses zero, negative and malformed amounts before anything else', async () => {
    const sender = await createWalletUser(t, { balance: '10' });
    for (const amount of ['0', '0.000', '-1', '1e3', '1.0000000000000000001', '']) {
      const response = await rawSend(sender, amount);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^body\.amount/);
    }
  });

  it('charges the configured network fee, not the marketplace fee, and refuses another fee', async () => {
    const sender = await createWalletUser(t, { balance: '100' });

    const stale = await sendGem(sender, { to: Wallet.createRandom().address, amount: '10', fee: '0.1' });

    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(`${WALLET_MOVE_REFUSALS.feeChanged}: it is now ${NETWORK_FEE} GEM`);
    const paid = await sendGem(sender, { to: Wallet.createRandom().address, amount: '10' });
    expect(paid.json().payload.total).toBe('10.25');
    expect(await balanceWeiOfUser(t.db, sender.id)).toBe(gemToWei('89.75'));
  });

  it("refuses a signature of another wallet, or of other words than the order's", async () => {
    const sender = await createWalletUser(t, { balance: '100' });
    const to = Wallet.createRandom().address;

    const otherWallet = await sendGem(sender, { to, amount: '5', signer: Wallet.createRandom() });
    const otherAmount = await sendGem(sender, { to, amount: '50', signed: { amount: '5' } });
    const otherRecipient = await sendGem(sender, { to, amount: '5', signed: { to: Wallet.createRandom().address } });
    const otherKey = await sendGem(sender, { to, amount: '5', signed: { key: randomUUID() } });

    for (const refused of [otherWallet, otherAmount, otherRecipient, otherKey]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(WALLET_MOVE_REFUSALS.invalidSignature);
    }
    expect(await balanceWeiOfUser(t.db, sender.id)).toBe(gemToWei('100'));
  });

  it('asks for the 2FA code when the person has 2FA on', async () => {
    const sender = await createWalletUser(t, { balance: '100' });
    const twoFactor = await enableTwoFactor(t.db, sender.id);
    const to = Wallet.createRandom().address;

    const missing = await sendGem(sender, { to, amount: '5' });
    const wrong = await sendGem(sender, { to, amount: '5', code: await twoFactor.wrongCode() });
    expect([missing.statusCode, wrong.statusCode]).toEqual([403, 403]);
    expect(wrong.json().message).toBe(WALLET_MOVE_REFUSALS.invalidCode);
    expect(await balanceWeiOfUser(t.db, sender.id)).toBe(gemToWei('100'));

    const right = await sendGem(sender, { to, amount: '5', code: await twoFactor.codeNow() });
    expect(right.statusCode).toBe(200);
  });

  it('never debits twice for one Idempotency-Key: a retry answers the same transfer', async () => {
    const sender = await createWalletUser(t, { balance: '100' });
    const to = Wallet.createRandom().address;
    const key = randomUUID();

    const first = await sendGem(sender, { to, amount: '30', key });
    const retry = await sendGem(sender, { to, amount: '30.00', key });
    const another = await sendGem(sender, { to, amount: '10' });

    expect(retry.statusCode).toBe(200);
    expect(retry.json().payload).toEqual(first.json().payload);
    expect(another.json().payload.id).not.toBe(first.json().payload.id);
    expect(await balanceWeiOfUser(t.db, sender.id)).toBe(gemToWei('100') - gemToWei('30.25') - gemToWei('10.25'));
  });

  it('debits once when the same request is sent twice at the same moment', async () => {
    const sender = await createWalletUser(t, { balance: '100' });
    const to = Wallet.createRandom().address;
    const key = randomUUID();

    const answers = await Promise.all([sendGem(sender, { to, amount: '30', key }), sendGem(sender, { to, amount: '30', key })]);

    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers[0]!.json().payload.id).toBe(answers[1]!.json().payload.id);
    expect(await balanceWeiOfUser(t.db, sender.id)).toBe(gemToWei('69.75'));
    expect(await t.db.select().from(walletTransfers).where(eq(walletTransfers.senderId, sender.id))).toHaveLength(1);
  });

  it('refuses the same key with another transfer (409), and debits nothing for it', async () => {
    const sender = await createWalletUser(t, { balance: '100' });
    const key = randomUUID();
    await sendGem(sender, { to: Wallet.createRandom().address, amount: '30', key });

    const reused = await sendGem(sender, { to: Wallet.createRandom().address, amount: '31', key });

    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe(WALLET_MOVE_REFUSALS.keyReused);
    expect(await balanceWeiOfUser(t.db, sender.id)).toBe(gemToWei('69.75'));
  });

  it('needs an Idempotency-Key that is a UUID, a wallet and a sign-in', async () => {
    const sender = await createWalletUser(t, { balance: '100' });
    const walletless = await t.createUser();
    const payload = { to: Wallet.createRandom().address, amount: '1', fee: NETWORK_FEE, signature: `0x${'1'.repeat(130)}` };

    const noKey = await t.app.inject({ method: 'POST', url: '/api/users/self/wallet/transfers', headers: t.bearer(sender.token), payload });
    const badKey = await t.app.inject({
      method: 'POST',
      url: '/api/users/self/wallet/transfers',
      headers: { ...t.bearer(sender.token), 'idempotency-key': 'retry-1' },
      payload,
    });
    const noWallet = await t.app.inject({
      method: 'POST',
      url: '/api/users/self/wallet/transfers',
      headers: { ...t.bearer(walletless.token), 'idempotency-key': randomUUID() },
      payload,
    });
    const signedOut = await t.app.inject({ method: 'POST', url: '/api/users/self/wallet/transfers', headers: { 'idempotency-key': randomUUID() }, payload });

    expect([noKey.statusCode, badKey.statusCode]).toEqual([400, 400]);
    expect(noKey.json().message).toMatch(/^headers\.idempotency-key/);
    expect(noWallet.statusCode).toBe(409);
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('GET /api/users/self/wallet/transfers/{id}', () => {
  it("answers only the sender's own transfers", async () => {
    const sender = await createWalletUser(t, { balance: '10' });
    const stranger = await createWalletUser(t);
    const sent = (await sendGem(sender, { to: Wallet.createRandom().address, amount: '1' })).json().payload;

    expect((await send(t, 'GET', `/api/users/self/wallet/transfers/${sent.id}`, sender.token)).json().payload).toMatchObject({
      id: sent.id,
      status: 'PENDING',
    });
    expect((await send(t, 'GET', `/api/users/self/wallet/transfers/${sent.id}`, stranger.token)).statusCode).toBe(404);
  });
});

/** A send whose amount cannot even be signed (not a GEM decimal): the schema refuses it before any signature check. */
function rawSend(sender: WalletUser, amount: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/users/self/wallet/transfers',
    headers: { ...t.bearer(sender.token), 'idempotency-key': randomUUID() },
    payload: { to: Wallet.createRandom().address, amount, fee: NETWORK_FEE, signature: `0x${'1'.repeat(130)}` },
  });
}
