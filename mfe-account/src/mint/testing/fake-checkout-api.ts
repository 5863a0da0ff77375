import type { CollectibleDetail, MintRecord, MintSignRequest, RateSnapshot } from '@marketplace/contracts/wire';
import type { MarketplaceApi, RequestOptions } from '@marketplace/contracts/http';

/**
 * The three resources the checkout calls (the mint, its collectible, the rate its USD amounts convert
 * at), as Jest mocks, inside an object the page can take for the whole client: the page touches
 * nothing else, and a call to anything else fails the test loudly.
 */
export interface FakeCheckoutData {
  mint: MintRecord | null;
  collectible?: CollectibleDetail | null;
  /** GEM → USD; null leaves the rate unknown (its read never answers). */
  rate?: number | null;
  /** How `mints.get` answers, when not simply with `mint` (pending, failing, changing between reads). */
  readMint?: (id: string) => Promise<MintRecord | null>;
  /** How `collectibles.detail` answers, when not simply with `collectible`. */
  readCollectible?: (id: string) => Promise<CollectibleDetail | null>;
}

export function fakeCheckoutApi({
  mint,
  collectible = null,
  rate = 0.05,
  readMint = async () => mint,
  readCollectible = async () => collectible,
}: FakeCheckoutData) {
  const mints = {
    get: jest.fn<Promise<MintRecord | null>, [string, RequestOptions?]>((id) => readMint(id)),
    sign: jest.fn<Promise<MintRecord>, [string, MintSignRequest]>(async (_id, _body) => ({ ...mint!, status: 'SIGNED' })),
    cancel: jest.fn<Promise<MintRecord>, [string]>(async () => ({ ...mint!, status: 'CANCELLED' })),
  };
  const collectibles = { detail: jest.fn<Promise<CollectibleDetail | null>, [string, RequestOptions?]>((id) => readCollectible(id)) };
  const rates = {
    productUsd: jest.fn<Promise<RateSnapshot>, [RequestOptions?]>(() => (rate === null ? new Promise(() => undefined) : Promise.resolve({ price: rate }))),
  };
  const api = { mints, collectibles, rates } as unknown as MarketplaceApi;
  return { api, mints, collectibles, rates };
}

/** A mint read that answers `answers` one per call (an Error is thrown), then keeps answering the last. */
export function readsInTurn(...answers: Array<MintRecord | Error>): () => Promise<MintRecord> {
  let reads = 0;
  return async () => {
    const answer = answers[Math.min(reads, answers.length - 1)]!;
    reads += 1;
    if (answer instanceof Error) throw answer;
    return answer;
  };
}
