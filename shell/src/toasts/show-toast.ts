import { marketplaceBus, type MarketplaceEvents } from '@marketplace/contracts/browser';

/** The shell's own toasts go the way the remotes' do: over the bus, to the one toaster of the page. */
export function showToast(tone: MarketplaceEvents['toast']['tone'], message: string): void {
  marketplaceBus.emit('toast', { tone, message });
}
