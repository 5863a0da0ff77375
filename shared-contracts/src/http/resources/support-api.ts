import { type SupportTicketRequest, supportTicketListSchema, supportTicketReceiptSchema, supportTicketSchema } from '../../wire/schemas/support-schemas';
import type { ApiTransport } from '../transport/create-api-transport';
import type { RequestOptions } from '../transport/request-options';
import { humanityTokenHeaders } from '../transport/humanity-guard';
import { listOrEmpty } from '../transport/list-or-empty';

const TICKETS_PATH = '/api/support/tickets';

/** The contact form's tickets (spec §2 `/support`): filed by anyone, read back by their signed-in author. */
export function createSupportApi(transport: ApiTransport) {
  return {
    /**
     * Extension: `POST /api/support/tickets` → the ticket stored, its acknowledgement mailed. Every failure
     * rejects (400 for a refused attachment or message, 403 'Humanity check failed' for a visitor without a valid
     * `X-Humanity-Token`, 429 when too many were sent), so the form keeps what was typed.
     */
    fileTicket: (body: SupportTicketRequest, humanityToken?: string) =>
      transport.request('main', { method: 'POST', path: TICKETS_PATH, body, schema: supportTicketSchema, headers: humanityTokenHeaders(humanityToken) }),
    /** Extension: `GET /api/support/tickets` → the signed-in person's own tickets, newest first; `listOrEmpty`. */
    list: ({ signal }: RequestOptions = {}) => listOrEmpty(transport.request('main', { path: TICKETS_PATH, schema: supportTicketListSchema, signal })),
    /**
     * Extension: `POST /api/support/tickets/receipt` → the ticket a visitor's acknowledgement mail names by its receipt (status,
     * never its text). Every failure rejects (404 'Receipt not found', 429), so the page tells "no such request" from "could not load".
     */
    receipt: (receipt: string, { signal }: RequestOptions = {}) =>
      transport.request('main', { method: 'POST', path: `${TICKETS_PATH}/receipt`, body: { receipt }, schema: supportTicketReceiptSchema, signal }),
  };
}

export type SupportApi = ReturnType<typeof createSupportApi>;
