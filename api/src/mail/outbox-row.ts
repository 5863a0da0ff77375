import type { mailOutbox } from '../db/schema.js';
import type { QueuedMailContent } from './mail-kinds.js';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * The row's kind and params as the templates take them. The row was written by `enqueueMail` (or the
 * digest fold) from a typed `MailParams[K]`, so the jsonb holds exactly that shape; the cast restores the
 * type the database forgot.
 */
export function queuedContentOf(row: Pick<OutboxRow, 'template' | 'params'>): QueuedMailContent {
  return { kind: row.template, params: row.params } as unknown as QueuedMailContent;
}
