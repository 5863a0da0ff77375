import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER } from '@marketplace/contracts/wire';
import { createListedCollectible, createWalletUser, type WalletUser } from './commerce-fixtures.js';
import type { TestApp } from './test-app.js';

/** One write as the typed client sends it, to `app` (an instance): the user's bearer token and the action's key. */
export function writeWithKey(t: TestApp, app: FastifyInstance, user: { token: string }, url: string, payload: object, key: string | null) {
  return app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...t.bearer(user.token), ...(key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {}) },
  });
}

export interface ReadyToPay {
  buyer: WalletUser;
  mintId: string;
  collectibleId: string;
  /** The "pay" step: where it goes and what it sends. */
  url: string;
  body: { signature: string };
}

/** A buyer (500 GEM) holding a reserved mint of a listed collectible (100 GEM), its message signed: what the "pay" step sends. */
export async function readyToPay(t: TestApp, app: FastifyInstance = t.app): Promise<ReadyToPay> {
  const seller = await createWalletUser(t);
  const buyer = await createWalletUser(t, { balance: '500' });
  const { collectibleId } = await createListedCollectible(t.db, { price: '100', sellerId: seller.id });
  const mintId = randomUUID();
  const reserved = await writeWithKey(t, app, buyer, `/api/users/self/mints/${mintId}/purchases`, { collectibleId }, randomUUID());
  if (reserved.statusCode !== 200) throw new Error(`reserve failed: ${reserved.body}`);
  const signature = await buyer.wallet.signMessage(reserved.json().payload.message);
  return { buyer, mintId, collectibleId, url: `/api/users/self/mints/${mintId}/sign`, body: { signature } };
}
