import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.js';
import { startRepeatingRound, type RepeatingRound, type WorkerTimers } from '../workers/repeating-round.js';
import { claimDueMails } from './claim-due-mails.js';
import { type OutboxRow, queuedContentOf } from './outbox-row.js';
import { foldOffersOfPerson, groupByPerson } from './digest-folding.js';
import { isFoldable, type MailKind } from './mail-kinds.js';
import { recipientOf } from './mail-recipient.js';
import type { MailTransport } from './mail-transport.js';
import { issueUnsubscribeLinks, listUnsubscribeHeaders, type UnsubscribeLinks } from './one-click-unsubscribe.js';
import { markFailed, markSent, markSuppressed, markUndeliverable } from './outbox-transitions.js';
import { safeMailError } from './safe-mail-error.js';
import { MailContentError } from './templates/mail-content-error.js';
import type { renderMail } from './templates/render-mail.js';

/**
 * The sender when `MAIL_FROM` is not set: a named, well-formed address on a reserved local domain (RFC 6761
 * `.localhost`), not `no-reply@127.0.0.1`, which mail clients show as a bare IP and filters distrust. A site that
 * sends real mail sets `MAIL_FROM` to an address of its own domain (README).
 */
export const DEFAULT_MAIL_FROM = 'Marketplace <no-reply@marketplace.localhost>';

/** The templates' renderer (`templates/render-mail.tsx`); a test may pass one that records what it was asked. */
export type RenderMail = typeof renderMail;

export interface MailSenderDeps {
  db: Database;
  transport: MailTransport;
  render: RenderMail;
  /** The shell's origin: the links of the mail, and the host of its `Message-ID` and default sender. */
  shellOrigin: string;
  /** The API's origin, where the one-click unsubscribe is POSTed. */
  publicOrigin: string;
  /** `MAIL_FROM`; null: `DEFAULT_MAIL_FROM`. */
  from: string | null;
  digestWindowMs: number;
  /** Secrets that must not reach `last_error` (the SMTP password). */
  secrets?: string[];
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

export interface RoundOutcome {
  sent: number;
  failed: number;
  suppressed: number;
  /** Mails that cannot be made from what was queued: kept as `undeliverable`, not retried. */
  undeliverable: number;
}

/**
 * One round of the sender: claims what is due, suppresses the offers a person no longer wants, folds
 * bursts of offers (`digest-folding.ts`), and sends the rest one by one. Each mail is its own step:
 * one that fails is retried later (`retry-backoff.ts`) and holds up no other.
 */
export async function sendDueMails(deps: MailSenderDeps, now: Date): Promise<RoundOutcome> {
  const { db } = deps;
  const outcome: RoundOutcome = { sent: 0, failed: 0, suppressed: 0, undeliverable: 0 };
  const claimed = await claimDueMails(db, now);

  const ready: OutboxRow[] = [];
  const foldable: OutboxRow[] = [];
  for (const row of claimed) {
    if (row.category === 'offers' && !(await recipientOf(db, row)).wantsOffers) {
      await markSuppressed(db, [row]);
      outcome.suppressed += 1;
    } else if (row.userId !== null && isFoldable(row.template as MailKind)) foldable.push(row);
    else ready.push(row);
  }
  for (const [userId, rows] of groupByPerson(foldable)) {
    ready.push(...(await foldOffersOfPerson(db, { userId, claimed: rows, now, windowMs: deps.digestWindowMs })).send);
  }

  for (const row of ready) outcome[await sendOne(deps, row, now)] += 1;
  return outcome;
}

/**
 * Renders the mail for its recipient as they are now and hands it to the SMTP server: `sent` once it is accepted
 * and marked sent, `failed` when it waits for another attempt, `undeliverable` when no attempt can make it.
 */
async function sendOne(deps: MailSenderDeps, row: OutboxRow, now: Date): Promise<'sent' | 'failed' | 'undeliverable'> {
  const { db } = deps;
  const siteHost = new URL(deps.shellOrigin).hostname;
  try {
    const recipient = await recipientOf(db, row);
    const unsubscribe: UnsubscribeLinks | null =
      row.category === 'offers' && row.userId !== null
        ? await issueUnsubscribeLinks(db, {
            userId: row.userId,
            category: 'offers',
            locale: recipient.locale,
            shellOrigin: deps.shellOrigin,
            publicOrigin: deps.publicOrigin,
            now,
          })
        : null;
    const mail = await deps.render(queuedContentOf(row), {
      locale: recipient.locale,
      antiphishingCode: row.antiphishingCode,
      siteOrigin: deps.shellOrigin,
      unsubscribeUrl: unsubscribe?.pageUrl ?? null,
    });
    await deps.transport.send({
      from: deps.from ?? DEFAULT_MAIL_FROM,
      to: row.toEmail,
      ...mail,
      messageId: messageIdOf(row, siteHost),
      headers: unsubscribe ? listUnsubscribeHeaders(unsubscribe) : {},
    });
  } catch (error) {
    const lastError = safeMailError(error, deps.secrets ?? []);
    if (error instanceof MailContentError) {
      await markUndeliverable(db, row, lastError);
      deps.log.error({ mailId: row.id, kind: row.template, lastError }, 'mail cannot be made from what was queued: kept as undeliverable');
      return 'undeliverable';
    }
    await markFailed(db, row, now, lastError);
    return 'failed';
  }
  if (!(await markSent(db, row, now)))
    deps.log.warn({ mailId: row.id }, 'mail sent after its lease ran out: another sender may send it again under the same Message-ID');
  return 'sent';
}

/** `<message_token@site-host>`: the same for every attempt at this row, so a resend after a crash is recognisably the same message. */
export function messageIdOf(row: Pick<OutboxRow, 'messageToken'>, siteHost: string): string {
  return `<${row.messageToken}@${siteHost}>`;
}

export interface MailSenderOptions extends MailSenderDeps {
  /** How often a round looks for mail that is due (`MAIL_SEND_EVERY_MS`). */
  everyMs: number;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** The time the queue is judged at; tests pass a clock they move. */
  clock?: () => Date;
  timers?: WorkerTimers;
}

/** The sender worker: a round every `everyMs` while the API runs; stopping it waits for the round under way. */
export function startMailSender({ everyMs, clock = () => new Date(), timers, ...deps }: MailSenderOptions): RepeatingRound {
  const worker = startRepeatingRound({
    everyMs,
    log: deps.log,
    failureMessage: 'mail sending round failed',
    round: () => sendDueMails(deps, clock()),
    ...(timers ? { timers } : {}),
  });
  return {
    async stop() {
      await worker.stop();
      deps.transport.close();
    },
  };
}
