import { marketplaceBus, type MarketplaceEvents } from '@marketplace/contracts/browser';

const stops: Array<() => void> = [];

/**
 * Every toast a screen asks the shell for, from now on, until `stopRecordingToasts` (call it after
 * the test). Shared by every remote's component tests.
 */
export function toastsShown(): Array<MarketplaceEvents['toast']> {
  const toasts: Array<MarketplaceEvents['toast']> = [];
  stops.push(marketplaceBus.on('toast', (toast) => toasts.push(toast)));
  return toasts;
}

/** Ends every recording `toastsShown` started. */
export function stopRecordingToasts(): void {
  while (stops.length > 0) stops.pop()?.();
}
