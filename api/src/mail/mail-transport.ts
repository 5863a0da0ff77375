import nodemailer from 'nodemailer';

/** One mail as it leaves for the SMTP server. */
export interface OutgoingMessage {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** `<token@site-host>`, the same for every attempt at one outbox row (see SECURITY.md, mail idempotency). */
  messageId: string;
  headers: Record<string, string>;
}

/** Where the sender hands its mail; resolves once the server accepted it, rejects otherwise. */
export interface MailTransport {
  send(message: OutgoingMessage): Promise<void>;
  close(): void;
}

/**
 * Bounds on one conversation with the SMTP server, well inside the sender's lease (`MAIL_LEASE_MS`), so a
 * server that hangs fails the attempt (and it is retried) instead of holding the row until its lease ends.
 */
const CONNECTION_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 30_000;

/** Nodemailer's SMTP transport for `SMTP_URL` (`smtp://` with STARTTLS when offered, `smtps://` for implicit TLS). */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl);
  const transporter = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    ...(url.username ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } } : {}),
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: CONNECTION_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
  });
  return {
    async send(message) {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}
