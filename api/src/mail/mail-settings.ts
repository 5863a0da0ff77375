/** How the API hands its mail to an SMTP server, and how often and how densely it sends. */
export interface MailSettings {
  /**
   * The SMTP server every mail goes through (`smtp://user:pass@host:port`, `smtps://…` for implicit TLS).
   * Null only in development (`IDP_LOCAL_STANDINS=on`): the outbox then keeps every mail queued, none is
   * sent and none is dropped, until an API with `SMTP_URL` runs on the same database.
   */
  smtpUrl: string | null;
  /** The sender every mail names (`MAIL_FROM`); null: `DEFAULT_MAIL_FROM`, `Marketplace <no-reply@marketplace.localhost>`. */
  from: string | null;
  /** How often the sender looks for mail that is due. Short: a sign-up link should arrive while the person waits for it. */
  sendEveryMs: number;
  /** A burst of offers mails to one person within this window after one was sent waits and leaves as one digest. */
  digestWindowMs: number;
}

export const DEFAULT_MAIL_SEND_EVERY_MS = 1000;
/** Ten minutes: long enough to fold a burst of offers into one mail, short enough that a sale is still news. */
export const DEFAULT_MAIL_DIGEST_WINDOW_MS = 10 * 60_000;

/**
 * Reads `SMTP_URL`, `MAIL_FROM`, `MAIL_SEND_EVERY_MS` and `MAIL_DIGEST_WINDOW_MS`. Outside development an
 * API without `SMTP_URL` would take mail into its queue that nothing ever sends: it refuses to start.
 */
export function readMailSettings(env: NodeJS.ProcessEnv, { development }: { development: boolean }): MailSettings {
  const smtpUrl = env.SMTP_URL?.trim() || null;
  if (smtpUrl === null && !development)
    throw new Error('SMTP_URL must be set (e.g. smtp://user:password@mail.example:587): without a mail server the API would keep mail that nobody receives');
  if (smtpUrl !== null && !(URL.canParse(smtpUrl) && ['smtp:', 'smtps:'].includes(new URL(smtpUrl).protocol)))
    // The value may hold a password: the message names the variable, not its value.
    throw new Error('SMTP_URL is not an smtp:// or smtps:// URL');
  return {
    smtpUrl,
    from: env.MAIL_FROM?.trim() || null,
    sendEveryMs: millisecondsIn('MAIL_SEND_EVERY_MS', env.MAIL_SEND_EVERY_MS, DEFAULT_MAIL_SEND_EVERY_MS, 1),
    digestWindowMs: millisecondsIn('MAIL_DIGEST_WINDOW_MS', env.MAIL_DIGEST_WINDOW_MS, DEFAULT_MAIL_DIGEST_WINDOW_MS, 0),
  };
}

function millisecondsIn(name: string, raw: string | undefined, fallback: number, min: number): number {
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > 86_400_000)
    throw new Error(`${name} is not a whole number of milliseconds from ${min} to a day: ${raw}`);
  return value;
}
