import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { buildListingMessage } from '../../../shared-contracts/src/wire/commerce/listing-message';
import { buildOfferMessage } from '../../../shared-contracts/src/wire/commerce/offer-message';
import { API_ORIGIN } from './sessions';
import { apiAs } from './wallet';
import type { WalletPerson } from './wallet-person';

/** Who trades in a set-up: the account and the wallet whose key the test holds, to sign in Node. */
export type Trader = Pick<WalletPerson, 'id' | 'wallet'>;

/**
 * Buys the cheapest copy of a set a seeded seller offers on the market, through the API as the
 * checkout would (reserve, the wallet's signature, settlement): stock for a test, or a purchase whose
 * effects it watches. Answers the collectible bought, once it is the person's.
 */
export async function buyFromTheMarket(page: Page, person: Trader, merchantId: string, setId: string): Promise<string> {
  const answer = await page.request.get(`${API_ORIGIN}/api/merchants/${merchantId}/market/listings?setId=${setId}&sort=PRICE_ASC&pageSize=10`);
  for (const listing of (await answer.json()).payload.records as { collectible: { id: string } }[]) {
    const mintId = randomUUID();
    const reserved = await apiAs(page.request, 'POST', `/api/users/self/mints/${mintId}/purchases`, { collectibleId: listing.collectible.id });
    // Bought or reserved by someone else meanwhile: the next copy.
    if (reserved.status === 409) continue;
    expect(reserved.status, reserved.body.message).toBe(200);
    const signature = await person.wallet.signMessage(reserved.body.payload.message);
    const signed = await apiAs(page.request, 'POST', `/api/users/self/mints/${mintId}/sign`, { signature });
    expect(signed.status, signed.body.message).toBe(200);
    await expectOwner(page, listing.collectible.id, person);
    return listing.collectible.id;
  }
  throw new Error(`No copy of ${setId} could be bought`);
}

/** Waits until the collectible is the person's: the settlement worker has settled its sale. */
export async function expectOwner(page: Page, collectibleId: string, person: Pick<Trader, 'id'>): Promise<void> {
  await expect
    .poll(async () => (await (await page.request.get(`${API_ORIGIN}/api/collectibles/${collectibleId}`)).json()).payload.owner?.id, { timeout: 15_000 })
    .toBe(person.id);
}

/** Lists the person's collectible at `price` through the API, signed by their wallet as the selling dialog would; answers the listing's id. */
export async function listThroughApi(page: Page, person: Trader, collectibleId: string, price: string): Promise<string> {
  const signature = await person.wallet.signMessage(buildListingMessage({ collectibleId, price, sellerAddress: person.wallet.address }));
  const listed = await apiAs(page.request, 'POST', '/api/users/self/listings', { collectibleId, price, signature });
  expect(listed.status, listed.body.message).toBe(200);
  return listed.body.payload.id as string;
}

/** An offer made through the API, signed by the person's wallet as the selling panel would; answers the offer's id. */
export async function makeOffer(page: Page, person: Trader, collectibleId: string, price: string): Promise<string> {
  const signature = await person.wallet.signMessage(buildOfferMessage({ collectibleId, price, bidderAddress: person.wallet.address }));
  const made = await apiAs(page.request, 'POST', `/api/collectibles/${collectibleId}/offers`, { price, signature });
  expect(made.status, made.body.message).toBe(200);
  return made.body.payload.id as string;
}
