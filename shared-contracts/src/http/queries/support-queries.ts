import type { UseMutationOptions } from '@tanstack/react-query';
import type { MarketplaceApi } from '../resources/marketplace-api';
import type { SupportTicket, SupportTicketRequest } from '../../wire/schemas/support-schemas';
import type { HumanityGuard } from '../transport/humanity-guard';
import { apiQuery } from './api-query';
import { invalidate } from './invalidate';
import { SELF_SCOPE } from './self-scope';

// Inside the self scope: one person's tickets never show to the next on a shared page.
const TICKETS = [...SELF_SCOPE, 'support-tickets'] as const;

export const supportKeys = {
  all: TICKETS,
  list: () => [...TICKETS, 'list'] as const,
  // Outside the self scope: a receipt is a visitor's, and signing in or out does not change what it shows.
  receipt: (receipt: string) => ['support-ticket-receipt', receipt] as const,
};

export const supportQueries = {
  /** Extension `GET /api/support/tickets` → the signed-in person's tickets, newest first; a failure reads as none. */
  list: (api: Pick<MarketplaceApi, 'support'>) => apiQuery(supportKeys.list(), (options) => api.support.list(options)),
  /** Extension `POST /api/support/tickets/receipt` → the ticket of a visitor's acknowledgement link; a failure rejects. */
  receipt: (api: Pick<MarketplaceApi, 'support'>, receipt: string) =>
    apiQuery(supportKeys.receipt(receipt), (options) => api.support.receipt(receipt, options)),
};

export const supportMutations = {
  /**
   * Extension `POST /api/support/tickets`: the new ticket joins the author's list. A visitor's ticket goes
   * through `humanity` (spec §5 token, asked afresh once if refused); a signed-in person's needs none (null).
   */
  fileTicket: (
    api: Pick<MarketplaceApi, 'support'>,
    humanity: HumanityGuard | null = null,
  ): UseMutationOptions<SupportTicket, Error, SupportTicketRequest> => ({
    mutationKey: [...TICKETS, 'file'],
    mutationFn: (body) => (humanity ? humanity((token) => api.support.fileTicket(body, token)) : api.support.fileTicket(body)),
    onSuccess: (_ticket, _body, _onMutate, { client }) => invalidate(client, supportKeys.all),
  }),
};
