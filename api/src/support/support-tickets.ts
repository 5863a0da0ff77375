import { and, desc, eq, isNull } from 'drizzle-orm';
import { type SupportTicket, type SupportTicketReceipt, type SupportTicketRequest, supportTicketReference } from '@marketplace/contracts/wire';
import type { Database } from '../db/database.js';
import { insertedRow } from '../db/inserted-row.js';
import { supportTickets } from '../db/schema.js';
import { mailTicketAcknowledgement } from './ticket-acknowledgement.js';

type TicketRow = typeof supportTickets.$inferSelect;

/** How many of their own tickets a person sees: the recent ones are the ones still moving. */
export const OWN_TICKETS_SHOWN = 50;

function ticketView(row: TicketRow): SupportTicket {
  return {
    id: row.id,
    reference: supportTicketReference(row.id),
    topic: row.topic as SupportTicket['topic'],
    message: row.message,
    attachmentName: row.attachmentName,
    status: row.status as SupportTicket['status'],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface NewTicket {
  userId: string | null;
  email: string;
  request: Omit<SupportTicketRequest, 'email'>;
  shellOrigin: string;
}

/** Stores the ticket and mails its acknowledgement in one transaction: no ticket without its mail, nor the reverse. */
export async function fileTicket(db: Database, { userId, email, request, shellOrigin }: NewTicket): Promise<SupportTicket> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(supportTickets)
      .values({
        userId,
        email,
        topic: request.topic,
        message: request.message,
        attachmentName: request.attachment?.name ?? null,
        attachmentType: request.attachment?.type ?? null,
        attachmentBase64: request.attachment?.base64 ?? null,
      })
      .returning();
    const ticket = ticketView(insertedRow(inserted, 'a support ticket'));
    await mailTicketAcknowledgement(tx, { userId, email, ticketId: ticket.id, reference: ticket.reference, locale: request.locale, shellOrigin });
    return ticket;
  });
}

/** The person's own tickets, newest first. */
export async function ownTickets(db: Database, userId: string): Promise<SupportTicket[]> {
  const rows = await db
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.userId, userId))
    .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
    .limit(OWN_TICKETS_SHOWN);
  return rows.map(ticketView);
}

/**
 * The ticket a visitor's acknowledgement mail links to, by its receipt (the ticket's id), as the receipt shows it; null when
 * there is none, or it was filed from an account (whose author reads it signed in, and whose link carries no receipt).
 */
export async function ticketByReceipt(db: Database, receipt: string): Promise<SupportTicketReceipt | null> {
  const [row] = await db
    .select()
    .from(supportTickets)
    .where(and(eq(supportTickets.id, receipt), isNull(supportTickets.userId)));
  if (!row) return null;
  const { reference, topic, status, createdAt, updatedAt } = ticketView(row);
  return { reference, topic, status, createdAt, updatedAt };
}
