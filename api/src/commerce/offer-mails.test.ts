import { and, eq } from 'drizzle-orm';
import { PRODUCT } from '@marketplace/contracts/wire';
import { balances, users } from '../db/schema.js';
import { createCollectible, createWalletUser, offerThroughApi, setGemUsdPrice, signOfferAcceptance, type WalletUser } from '../testing/commerce-fixtures.js';
import { emailOfAccount, queuedKindsOf, queuedMailsOf } from '../testing/queued-mails.js';
import { send } from '../testing/send-request.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';
import { gemToWei } from '../ledger/gem-amounts.js';

const SHELL_ORIGIN = 'http://shell.test:8080';

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp({ shellOrigin: SHELL_ORIGIN, settleAfterMs: null, rateTickMs: null });
  await setGemUsdPrice(t.db, 0.05);
});

afterAll(() => t.close());

/** An owner (who reads the site in Spanish) of a collectible, and a bidder able to pay for it. */
async function ownedCollectible(name: string) {
  const owner = await createWalletUser(t);
  await t.db.update(users).set({ preferredLocale: 'es' }).where(eq(users.id, owner.id));
  const bidder = await createWalletUser(t, { balance: '500' });
  const collectibleId = await createCollectible(t.db, { ownerId: owner.id, name });
  return { owner, bidder, collectibleId };
}

async function acceptAs(owner: WalletUser, offerId: string) {
  return send(t, 'POST', `/api/users/self/offers/${offerId}/accept`, owner.token, { signature: await signOfferAcceptance(t.db, owner, offerId) });
}

describe('offer mails', () => {
  it('mails the owner an offer received, in the offers category, linking to their offers page in their language', async () => {
    const { owner, bidder, collectibleId } = await ownedCollectible('Amber Stag');

    await offerThroughApi(t, bidder, collectibleId, '80');

    expect(await queuedMailsOf(t.db, owner.id)).toEqual([
      {
        kind: 'offer-received',
        userId: owner.id,
        toEmail: await emailOfAccount(t.db, owner.id),
        category: 'offers',
        status: 'pending',
        params: { collectible: 'Amber Stag', price: '80.00', link: `${SHELL_ORIGIN}/es/user-portal/offers` },
      },
    ]);
    expect(await queuedKindsOf(t.db, bidder.id)).toEqual([]);
  });

  it('mails the bidder that their offer was accepted, with the price they offered', async () => {
    const { owner, bidder, collectibleId } = await ownedCollectible('Jade Heron');
    const offerId = await offerThroughApi(t, bidder, collectibleId, '120.5');

    expect((await acceptAs(owner, offerId)).statusCode).toBe(200);

    expect(await queuedMailsOf(t.db, bidder.id)).toEqual([
      expect.objectContaining({
        kind: 'offer-accepted',
        toEmail: await emailOfAccount(t.db, bidder.id),
        category: 'offers',
        params: { collectible: 'Jade Heron', price: '120.50', link: `${SHELL_ORIGIN}/user-portal/offers?agent=BUYER` },
      }),
    ]);
  });

  it('mails nothing when the acceptance is refused (the bidder can no longer pay)', async () => {
    const { owner, bidder, collectibleId } = await ownedCollectible('Onyx Lynx');
    const offerId = await offerThroughApi(t, bidder, collectibleId, '100');
    await t.db
      .update(balances)
      .set({ amountWei: gemToWei('1').toString() })
      .where(and(eq(balances.userId, bidder.id), eq(balances.product, PRODUCT)));

    expect((await acceptAs(owner, offerId)).statusCode).toBe(409);

    expect(await queuedKindsOf(t.db, bidder.id)).toEqual([]);
  });

  it('mails the bidder that the owner declined their offer', async () => {
    const { owner, bidder, collectibleId } = await ownedCollectible('Coral Fox');
    const offerId = await offerThroughApi(t, bidder, collectibleId, '60');

    await send(t, 'POST', `/api/users/self/offers/${offerId}/decline`, owner.token);

    expect(await queuedMailsOf(t.db, bidder.id)).toEqual([
      expect.objectContaining({
        kind: 'offer-declined',
        category: 'offers',
        params: { collectible: 'Coral Fox', price: expect.stringMatching(/^60(\.0+)?$/), link: `${SHELL_ORIGIN}/user-portal/offers?agent=BUYER` },
      }),
    ]);
  });

  it('mails the owner that the bidder withdrew their offer, once: withdrawing a closed offer mails nothing more', async () => {
    const { owner, bidder, collectibleId } = await ownedCollectible('Slate Wolf');
    const offerId = await offerThroughApi(t, bidder, collectibleId, '75');

    expect((await send(t, 'DELETE', `/api/users/self/offers/${offerId}`, bidder.token)).statusCode).toBe(200);
    expect((await send(t, 'DELETE', `/api/users/self/offers/${offerId}`, bidder.token)).statusCode).toBe(409);

    const mails = await queuedMailsOf(t.db, owner.id);
    expect(mails.map((mail) => mail.kind)).toEqual(['offer-received', 'offer-withdrawn']);
    expect(mails[1]).toMatchObject({
      toEmail: await emailOfAccount(t.db, owner.id),
      category: 'offers',
      params: { collectible: 'Slate Wolf', price: '75.00', link: `${SHELL_ORIGIN}/es/user-portal/offers` },
    });
    expect(await queuedKindsOf(t.db, bidder.id)).toEqual([]);
  });
});
