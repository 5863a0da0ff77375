import { marketplaceBus, type MarketplaceEvents } from '@marketplace/contracts';

/**
 * Every toast a screen asks the shell for, from now on; `stop` ends the listening (call it after the
 * test). Shared by every remote's component tests.
 */
export function recordToasts(): { toasts: Array<MarketplaceEvents['toast']>; stop: () => void } {
  const toasts: Array<MarketplaceEvents['toast']> = [];
  const stop = marketplaceBus.on('toast', (toast) => toasts.push(toast));
  return { toasts, stop };
}
