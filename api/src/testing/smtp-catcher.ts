import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  /** Header names lower-cased, folded lines joined. */
  headers: Record<string, string>;
  raw: string;
}

export interface SmtpCatcher {
  port: number;
  url: string;
  mails: CaughtMail[];
  /** Stops listening: connections are refused, as with a mail server that is down. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
}

/** A real SMTP server in the test's process (the nodemailer project's `smtp-server`), keeping what it accepts. */
export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const mails: CaughtMail[] = [];
  let port = 0;
  let server: SMTPServer | null = null;

  async function listen(): Promise<void> {
    const listening = new SMTPServer({
      authOptional: true,
      // No certificate here: plain SMTP on loopback, as with the local MailDev.
      hideSTARTTLS: true,
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), headers: headersOf(raw), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      listening.once('error', reject);
      listening.listen(port, '127.0.0.1', () => resolve());
    });
    port = (listening.server.address() as AddressInfo).port;
    server = listening;
  }

  await listen();
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    mails,
    stop: () =>
      new Promise<void>((resolve) => {
        const stopping = server;
        server = null;
        if (stopping) stopping.close(() => resolve());
        else resolve();
      }),
    start: listen,
  };
}

function headersOf(raw: string): Record<string, string> {
  const block = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}
