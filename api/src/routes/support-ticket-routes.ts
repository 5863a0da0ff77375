import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import {
  type ApiEnvelope,
  type SupportTicket,
  type SupportTicketReceipt,
  supportTicketReceiptRequestSchema,
  supportTicketRequestSchema,
} from '@marketplace/contracts/wire';
import type { AppContext } from '../context/app-context.js';
import { sessionUserOf } from '../auth/authenticate.js';
import { users } from '../db/schema.js';
import { createVisitorHumanityCheck } from '../humanity/require-humanity-token.js';
import { errorEnvelope, okEnvelope } from '../http/envelope.js';
import { checkAttachment } from '../support/attachment-content.js';
import { fileTicket, ownTickets, ticketByReceipt } from '../support/support-tickets.js';
import { parseRequest, RequestValidationError } from '../validation/parse-request.js';

/** Tickets one client address may file an hour: a person writes a few, a bot flooding the queue is refused with 429. */
export const SUPPORT_TICKETS_PER_HOUR = 10;

/** The largest body: a 2 MiB attachment as base64 (about 2.8 MB) plus the message and the JSON around them. */
export const SUPPORT_TICKET_BODY_LIMIT_BYTES = 3 * 1024 * 1024;

/** Receipts one client address may show an hour: a person opens their mail's link a few times; guessing ids is refused with 429. */
export const SUPPORT_RECEIPTS_PER_HOUR = 30;

/**
 * The contact form (spec §2 `/support`). Open to visitors, who give their address; a signed-in person's
 * ticket takes the account's address (another one is refused, so nobody files in someone else's name
 * from their account). A visitor sends a humanity token (spec §5), else 403. The attachment's content is
 * checked, not its name. Authors read their own tickets; a visitor reads the one ticket of their mail's receipt.
 */
export const supportTicketRoutes: FastifyPluginAsync<AppContext> = async (app, { db, auth, shellOrigin, tokens, humanitySiteKey }) => {
  app.post(
    '/api/support/tickets',
    {
      bodyLimit: SUPPORT_TICKET_BODY_LIMIT_BYTES,
      config: { rateLimit: { max: SUPPORT_TICKETS_PER_HOUR, timeWindow: 60 * 60_000 } },
      preHandler: createVisitorHumanityCheck(auth, tokens, humanitySiteKey),
    },
    async (request): Promise<ApiEnvelope<SupportTicket>> => {
      const { email: givenEmail, ...ticket } = parseRequest('body', supportTicketRequestSchema, request.body);
      if (ticket.attachment) {
        const verdict = checkAttachment(ticket.attachment);
        if (!verdict.ok) throw new RequestValidationError(`body.${verdict.reason}`);
      }
      const session = request.sessionUser;
      const email = session ? await accountEmail(session.id) : givenEmail;
      if (!email) throw new RequestValidationError('body.email: A valid e-mail address');
      if (session && givenEmail && givenEmail !== email) throw new RequestValidationError("body.email: The account's own address");
      const filed = await fileTicket(db, { userId: session?.id ?? null, email, request: ticket, shellOrigin });
      return okEnvelope(filed);
    },
  );

  // A POST: the receipt travels in the body, so it is in no access log or proxy's URL.
  app.post(
    '/api/support/tickets/receipt',
    { config: { rateLimit: { max: SUPPORT_RECEIPTS_PER_HOUR, timeWindow: 60 * 60_000 } } },
    async (request, reply): Promise<ApiEnvelope<SupportTicketReceipt | null>> => {
      const { receipt } = parseRequest('body', supportTicketReceiptRequestSchema, request.body);
      const ticket = await ticketByReceipt(db, receipt);
      if (!ticket) {
        reply.code(404);
        return errorEnvelope(404, 'Receipt not found');
      }
      return okEnvelope(ticket);
    },
  );

  app.get('/api/support/tickets', { preHandler: auth.requireUser }, async (request): Promise<ApiEnvelope<SupportTicket[]>> => {
    return okEnvelope(await ownTickets(db, sessionUserOf(request).id));
  });

  async function accountEmail(userId: string): Promise<string | undefined> {
    const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    return user?.email.toLowerCase();
  }
};
