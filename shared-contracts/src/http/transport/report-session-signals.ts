import type { EventBus, MarketplaceEvents, MarketplaceRequests } from '@marketplace/contracts/browser';
import { TERMS_NOT_ACCEPTED_MESSAGE } from '../../wire/schemas/terms-schemas';
import type { ApiService } from './api-service';

export type SessionSignalBus = Pick<EventBus<MarketplaceEvents, MarketplaceRequests>, 'emit'>;

/**
 * Spec §4: a 401 from the main or identity API means the session expired; a 503 from the main API
 * means maintenance. A 403 of the main API whose message says the terms in force are not accepted asks
 * for them (a tab opened before new terms were published). The transport only reports; the shell decides what to do.
 */
export function reportSessionSignals(bus: SessionSignalBus, service: ApiService | null, status: number, request: string, body?: unknown): void {
  if (status === 401 && (service === 'main' || service === 'identity')) {
    bus.emit('session:expired', { status: 401, request });
  }
  if (status === 503 && service === 'main') bus.emit('maintenance', { request });
  if (status === 403 && service === 'main' && messageOf(body) === TERMS_NOT_ACCEPTED_MESSAGE) bus.emit('terms:required', { request });
}

function messageOf(body: unknown): unknown {
  return typeof body === 'object' && body !== null && 'message' in body ? body.message : undefined;
}
