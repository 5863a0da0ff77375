import type { MarketplaceEvents } from '@marketplace/contracts/browser';
import type { ModalQueue } from '../modal-queue/modal-queue';

export interface SellingRequestDeps {
  bus: { on(name: 'selling:open', listener: (payload: MarketplaceEvents['selling:open']) => void): () => void };
  modals: Pick<ModalQueue, 'open'>;
}

/**
 * A page asks for the selling dialog of a collectible over the bus; the shell shows it in the one
 * queue, with the merchant remote's body, so the remote that asks never imports the merchant remote.
 * Returns the function that stops listening.
 */
export function listenToSellingRequests({ bus, modals }: SellingRequestDeps): () => void {
  return bus.on('selling:open', ({ collectibleId, merchantId }) => {
    modals.open({ kind: 'selling', collectibleId, merchantId });
  });
}
