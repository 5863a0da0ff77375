import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { buildListingPricesMessage, type ListingBulkChange, type ListingBulkResult, type OwnListing, type RecordList } from '@marketplace/contracts/wire';
import { collectiblesKeys, marketKeys } from '@marketplace/contracts/http';
import { NoWalletToSignError, requestWalletSignature, sessionStore, useMarketplaceApi } from '@marketplace/contracts/browser';
import { listingChangeFailureKey } from './listing-failure';

/** What a change of several listings is waiting for: the person in their wallet, or the server. */
export type ListingChangeActivity = 'signing' | 'sending' | null;

/** How a change of several listings ended: each listing's result, or why nothing changed (a `listingsPage.failure.*` key, null when the person declined). */
export type ListingChangeEnd = { results: ListingBulkResult[] } | { failureKey: string | null };

type OwnPages = [readonly unknown[], RecordList<OwnListing> | undefined][];

/** Every page of the person's own listings on hand, with a change applied as if the server had taken it. */
function applyOptimistically(client: QueryClient, changes: readonly ListingBulkChange[]): OwnPages {
  const before = client.getQueriesData<RecordList<OwnListing>>({ queryKey: marketKeys.ownAll });
  const byId = new Map(changes.map((change) => [change.listingId, change]));
  for (const [queryKey, page] of before) {
    if (!page) continue;
    client.setQueryData<RecordList<OwnListing>>(queryKey, {
      ...page,
      records: page.records.map((listing) => {
        const change = byId.get(listing.id);
        if (!change) return listing;
        return change.action === 'REPRICE' ? { ...listing, price: change.price } : { ...listing, status: 'CANCELLED' };
      }),
    });
  }
  return before;
}

/**
 * Reprices and withdraws several of the person's listings at once. The new prices are signed together
 * in the wallet first (one question, `buildListingPricesMessage`); then the lists on screen show the
 * changes at once while the server applies each in its own transaction, and go back as they were if
 * the request fails as a whole. Either way the lists are read again, so a listing that sold meanwhile
 * shows as it is; its result says so.
 */
export function useListingChanges() {
  const api = useMarketplaceApi();
  const client = useQueryClient();
  const [activity, setActivity] = useState<ListingChangeActivity>(null);
  // A second press before the first has re-rendered the page must not send the changes twice.
  const underWay = useRef(false);
  const send = useMutation({
    mutationFn: (request: { changes: ListingBulkChange[]; signature?: string }) => api.market.changeOwn(request),
    onMutate: async ({ changes }) => {
      await client.cancelQueries({ queryKey: marketKeys.ownAll });
      return { before: applyOptimistically(client, changes) };
    },
    onError: (_error, _request, context) => {
      for (const [queryKey, page] of context?.before ?? []) client.setQueryData(queryKey, page);
    },
    onSettled: (answer) => {
      void client.invalidateQueries({ queryKey: marketKeys.ownAll });
      for (const merchantId of new Set(answer?.results.flatMap((result) => (result.listing ? [result.listing.merchantId] : [])))) {
        void client.invalidateQueries({ queryKey: marketKeys.ofMerchant(merchantId) });
      }
      for (const result of answer?.results ?? []) {
        if (result.listing) void client.invalidateQueries({ queryKey: collectiblesKeys.detail(result.listing.collectible.id) });
      }
    },
  });

  async function signed(changes: readonly ListingBulkChange[]): Promise<string | undefined> {
    const prices = changes.flatMap((change) => (change.action === 'REPRICE' ? [{ collectibleId: change.collectibleId, price: change.price }] : []));
    if (prices.length === 0) return undefined;
    const sellerAddress = sessionStore.getState().user?.walletAddress;
    if (!sellerAddress) throw new NoWalletToSignError();
    setActivity('signing');
    return (await requestWalletSignature(buildListingPricesMessage({ prices, sellerAddress }), 'listing')).signature;
  }

  /** Signs (when there are new prices) and sends the changes; resolves to how it ended, never rejects. */
  async function apply(changes: ListingBulkChange[]): Promise<ListingChangeEnd> {
    if (underWay.current) return { failureKey: null };
    underWay.current = true;
    try {
      const signature = await signed(changes);
      setActivity('sending');
      const { results } = await send.mutateAsync(signature ? { changes, signature } : { changes });
      return { results };
    } catch (error) {
      return { failureKey: listingChangeFailureKey(error) };
    } finally {
      underWay.current = false;
      setActivity(null);
    }
  }

  return { activity, busy: activity !== null, apply };
}
