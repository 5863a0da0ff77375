import type { Locale } from '../locale/locales';
import { createEventBus } from './event-bus';

/** Every event that crosses the seam, one entry each. Who emits and who listens is in the comment. */
export type MarketplaceEvents = {
  /** Client → shell: a 401 from the main or identity API. */
  'session:expired': { status: 401; request: string };
  /** Client → shell: a 503 from the main API. */
  maintenance: { request: string };
  /** Shell → everyone: the page locale changed. */
  'locale:changed': { locale: Locale };
  /** Any remote → shell: show a toast (bottom-right, 5 s). The text is already translated. */
  toast: { tone: 'success' | 'error' | 'info'; message: string };
};

/** Requests that exactly one party answers. */
export type MarketplaceRequests = {
  /** Any remote → wallet: sign a message with the user's key; the key never leaves the wallet. */
  'wallet:sign': { request: { message: string; purpose: string }; response: { signature: string; address: string } };
};

/**
 * The one bus of the page. shared-contracts is a Module Federation singleton,
 * so shell and every remote hold this same instance.
 */
export const marketplaceBus = createEventBus<MarketplaceEvents, MarketplaceRequests>();
