import type { EventBus, MarketplaceEvents, MarketplaceRequests } from '@marketplace/contracts/browser';
import type { ApiService } from './api-service';

export type SessionSignalBus = Pick<EventBus<MarketplaceEvents, MarketplaceRequests>, 'emit'>;

/**
 * Spec §4: a 401 from the main or identity API means the session expired; a 503 from the main API
 * means maintenance. The transport only reports; the shell decides what to do.
 */
export function reportSessionSignals(bus: SessionSignalBus, service: ApiService | null, status: number, request: string): void {
  if (status === 401 && (service === 'main' || service === 'identity')) {
    bus.emit('session:expired', { status: 401, request });
  }
  if (status === 503 && service === 'main') bus.emit('maintenance', { request });
}
