import { eq } from 'drizzle-orm';
import { mailOutbox, users } from '../db/schema.js';
import { startSmtpCatcher, type SmtpCatcher } from '../testing/smtp-catcher.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';
import { MAIL_LEASE_MS, claimDueMails } from './claim-due-mails.js';
import { enqueueMail } from './enqueue-mail.js';
import type { MailParams } from './mail-kinds.js';
import { DEFAULT_MAIL_FROM, type MailSenderDeps, type RenderMail, sendDueMails, startMailSender } from './mail-sender.js';
import { createSmtpTransport } from './mail-transport.js';
import type { MailContext } from './templates/mail-context.js';
import { renderMail } from './templates/render-mail.js';
import type { WorkerTimers } from '../workers/repeating-round.js';
import { send } from '../testing/send-request.js';
import { FIRST_RETRY_AFTER_MS } from './retry-backoff.js';
import type { QueuedMailContent } from './mail-kinds.js';

const SHELL_ORIGIN = 'http://shop.test:8080';
const PUBLIC_ORIGIN = 'http://api.shop.test:4000';
const DIGEST_WINDOW_MS = 10 * 60_000;

let t: TestApp;
let catcher: SmtpCatcher;
/** Every call the templates got: what was rendered, for whom. */
let rendered: { content: QueuedMailContent; context: MailContext }[];
/** What the sender logged as errors. */
let errorsLogged: unknown[][];

/** The templates' stand-in: it shows what it was given, so a test reads which mail, language and links went out. */
const render: RenderMail = async (content, context) => {
  rendered.push({ content, context });
  return { subject: `${content.kind} (${context.locale})`, text: `${content.kind} ${context.antiphishingCode ?? ''}`, html: `<p>${content.kind}</p>` };
};

beforeAll(async () => {
  t = await openTestApp({ shellOrigin: SHELL_ORIGIN, publicOrigin: PUBLIC_ORIGIN });
});

afterAll(() => t.close());

beforeEach(async () => {
  // Each test's queue holds only its own mail (the seed queues one, earlier tests leave mail waiting).
  await t.db.delete(mailOutbox);
  catcher = await startSmtpCatcher();
  rendered = [];
  errorsLogged = [];
});

afterEach(() => catcher.stop());

function sender(overrides: Partial<MailSenderDeps> = {}): MailSenderDeps {
  return {
    db: t.db,
    transport: createSmtpTransport(catcher.url),
    render,
    shellOrigin: SHELL_ORIGIN,
    publicOrigin: PUBLIC_ORIGIN,
    from: null,
    digestWindowMs: DIGEST_WINDOW_MS,
    log: { warn: () => {}, error: (...logged: unknown[]) => errorsLogged.push(logged) },
    ...overrides,
  };
}

/** A clock that starts now (the queue's rows are stamped by the database's clock) and moves only when told. */
function testClock() {
  let now = Date.now() + 1000;
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}

const rowsTo = (email: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.toEmail, email)).orderBy(mailOutbox.id);

async function personWithOffersOn(values: Partial<typeof users.$inferInsert> = {}) {
  const email = `person-${Math.random().toString(36).slice(2)}@marketplace.test`;
  const { id } = await t.createUser({ email, communications: true, ...values });
  return { id, email };
}

const offer = (n: number): MailParams['offer-received'] => ({ link: `${SHELL_ORIGIN}/user-portal/offers`, collectible: `Item ${n}`, price: `${n}.5` });

describe('the mail sender', () => {
  it('delivers a queued mail once, with a Message-ID made of its token and the site host, and forgets its link', async () => {
    const person = await personWithOffersOn({ antiphishingCode: 'green owl' });
    await enqueueMail(t.db, {
      userId: person.id,
      toEmail: person.email,
      kind: 'verify-email',
      params: { link: `${SHELL_ORIGIN}/?verify-email=${'k'.repeat(43)}` },
    });
    const clock = testClock();

    expect(await sendDueMails(sender(), clock.now())).toMatchObject({ sent: 1, failed: 0 });
    clock.advance(60_000);
    await sendDueMails(sender(), clock.now());

    const [row] = await rowsTo(person.email);
    expect(catcher.mails).toHaveLength(1);
    expect(catcher.mails[0]?.to).toEqual([person.email]);
    expect(catcher.mails[0]?.headers['message-id']).toBe(`<${row?.messageToken}@shop.test>`);
    expect(catcher.mails[0]?.headers['list-unsubscribe']).toBeUndefined();
    expect(rendered[0]?.context).toEqual({ locale: 'en', antiphishingCode: 'green owl', siteOrigin: SHELL_ORIGIN, unsubscribeUrl: null });
    expect(row).toMatchObject({ status: 'sent', attempts: 1, link: null, params: {}, lastError: null, leaseUntil: null });
  });

  it('names a proper sender: MAIL_FROM when set, a named no-reply address on a local domain otherwise, never an IP', async () => {
    const person = await personWithOffersOn();
    const params = { link: `${SHELL_ORIGIN}/?verify-email=${'k'.repeat(43)}` };
    await enqueueMail(t.db, { userId: person.id, toEmail: person.email, kind: 'verify-email', params });
    await sendDueMails(sender(), testClock().now());
    await enqueueMail(t.db, { userId: person.id, toEmail: person.email, kind: 'verify-email', params });
    await sendDueMails(sender({ from: 'Shop <mail@shop.example>' }), testClock().now());

    expect(catcher.mails.map((mail) => mail.headers.from)).toEqual([DEFAULT_MAIL_FROM, 'Shop <mail@shop.example>']);
    expect(DEFAULT_MAIL_FROM).toBe('Marketplace <no-reply@marketplace.localhost>');
  });

  it('retries while the SMTP server is down, with backoff, and delivers after it comes back under the same Message-ID', async () => {
    const person = await personWithOffersOn();
    await enqueueMail(t.db, {
      userId: person.id,
      toEmail: person.email,
      kind: 'password-changed',
      params: { link: `${SHELL_ORIGIN}/user-portal/account`, at: new Date().toISOString() },
    });
    const clock = testClock();
    await catcher.stop();

    expect(await sendDueMails(sender(), clock.now())).toMatchObject({ sent: 0, failed: 1 });
    const [failed] = await rowsTo(person.email);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, leaseUntil: null });
    expect(failed?.lastError).toMatch(/ECONNREFUSED/);
    expect(failed?.nextAttemptAt.getTime()).toBe(clock.now().getTime() + FIRST_RETRY_AFTER_MS);

    // Not before its backoff ends, even with the server back.
    await catcher.start();
    clock.advance(FIRST_RETRY_AFTER_MS - 1);
    expect(await sendDueMails(sender(), clock.now())).toMatchObject({ sent: 0, failed: 0 });
    await catcher.stop();
    clock.advance(1);
    expect(await sendDueMails(sender(), clock.now())).toMatchObject({ failed: 1 });
    expect((await rowsTo(person.email))[0]).toMatchObject({ attempts: 2 });

    await catcher.start();
    clock.advance(2 * FIRST_RETRY_AFTER_MS);
    expect(await sendDueMails(sender(), clock.now())).toMatchObject({ sent: 1 });
    const [sent] = await rowsTo(person.email);
    expect(sent).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(catcher.mails.map((mail) => mail.headers['message-id'])).toEqual([`<${sent?.messageToken}@shop.test>`]);
  });

  it('keeps the SMTP password out of the recorded error', async () => {
    const person = await personWithOffersOn();
    await enqueueMail(t.db, {
      userId: person.id,
      toEmail: person.email,
      kind: 'two-factor-enabled',
      params: { link: `${SHELL_ORIGIN}/user-portal/account`, at: new Date().toISOString() },
    });
    await catcher.stop();
    const url = `smtp://mailer:pa55-w0rd@127.0.0.1:${catcher.port}`;

    await sendDueMails(sender({ transport: createSmtpTransport(url), secrets: ['pa55-w0rd'] }), testClock().now());

    const [row] = await rowsTo(person.email);
    expect(row?.lastError).toBeTruthy();
    expect(row?.lastError).not.toContain('pa55-w0rd');
  });

  it('sends again, under the same Message-ID, a mail whose sender died before marking it sent, once its lease ends', async () => {
    const person = await personWithOffersOn();
    await enqueueMail(t.db, {
      userId: person.id,
      toEmail: person.email,
      kind: 'wallet-password-rescued',
      params: { link: `${SHELL_ORIGIN}/user-portal/account`, at: new Date().toISOString() },
    });
    const clock = testClock();
    // A sender claims the row, hands the mail to SMTP, and dies before it marks the row sent.
    const [claimed] = await claimDueMails(t.db, clock.now());
    expect(claimed?.status).toBe('sending');

    clock.advance(MAIL_LEASE_MS - 1000);
    expect(await sendDueMails(sender(), clock.now())).toMatchObject({ sent: 0 });
    clock.advance(2000);
    expect(await sendDueMails(sender(), clock.now())).toMatchObject({ sent: 1 });

    expect(catcher.mails.map((mail) => mail.headers['message-id'])).toEqual([`<${claimed?.messageToken}@shop.test>`]);
  });

  it('reads preferences and language when it sends: offers turned off meanwhile are suppressed, security notices still go, in the new language', async () => {
    const person = await personWithOffersOn();
    await enqueueMail(t.db, { userId: person.id, toEmail: person.email, kind: 'offer-received', params: offer(1) });
    await enqueueMail(t.db, {
      userId: person.id,
      toEmail: person.email,
      kind: 'new-device-sign-in',
      params: { link: `${SHELL_ORIGIN}/user-portal/account/devices`, device: 'Firefox on Linux', at: new Date().toISOString() },
    });
    await t.db
      .update(users)
      .set({ communicationPreferences: { offers: false }, preferredLocale: 'ja' })
      .where(eq(users.id, person.id));

    expect(await sendDueMails(sender(), testClock().now())).toEqual({ sent: 1, failed: 0, suppressed: 1, undeliverable: 0 });

    expect((await rowsTo(person.email)).map((row) => [row.template, row.status])).toEqual([
      ['offer-received', 'suppressed'],
      ['new-device-sign-in', 'sent'],
    ]);
    expect(rendered.map((call) => [call.content.kind, call.context.locale])).toEqual([['new-device-sign-in', 'ja']]);
  });

  it('suppresses offers while the communications master switch is off, whatever the category says', async () => {
    const person = await personWithOffersOn({ communications: false });
    await enqueueMail(t.db, { userId: person.id, toEmail: person.email, kind: 'item-sold', params: offer(2) });

    expect(await sendDueMails(sender(), testClock().now())).toMatchObject({ sent: 0, suppressed: 1 });
    expect(catcher.mails).toHaveLength(0);
  });

  it('gives an offers mail one-click unsubscribe headers (RFC 8058) whose key is issued at send time, and the page link to the template', async () => {
    const person = await personWithOffersOn({ preferredLocale: 'de' });
    await enqueueMail(t.db, { userId: person.id, toEmail: person.email, kind: 'offer-accepted', params: offer(3) });

    await sendDueMails(sender(), testClock().now());

    const headers = catcher.mails[0]?.headers ?? {};
    const [oneClick, page] = [...(headers['list-unsubscribe'] ?? '').matchAll(/<([^>]+)>/g)].map((match) => match[1] ?? '');
    expect(oneClick).toMatch(new RegExp(`^${PUBLIC_ORIGIN}/api/keys/unsubscribe-communications/one-click\\?key=[A-Za-z0-9_-]{43}$`));
    const key = new URL(oneClick ?? '').searchParams.get('key');
    expect(page).toBe(`${SHELL_ORIGIN}/de/communications?unsubscribe=${key}`);
    expect(headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(rendered[0]?.context.unsubscribeUrl).toBe(page);
  });

  it('folds a burst of offers: the first at once, the other ninety-nine as one digest when the window ends; a security notice meanwhile is not held', async () => {
    const person = await personWithOffersOn();
    const clock = testClock();
    await enqueueMail(t.db, { userId: person.id, toEmail: person.email, kind: 'offer-received', params: offer(1) });
    await sendDueMails(sender(), clock.now());
    expect(rendered.map((call) => call.content.kind)).toEqual(['offer-received']);

    for (let n = 2; n <= 100; n += 1) await enqueueMail(t.db, { userId: person.id, toEmail: person.email, kind: 'offer-received', params: offer(n) });
    await enqueueMail(t.db, {
      userId: person.id,
      toEmail: person.email,
      kind: 'two-factor-disabled',
      params: { link: `${SHELL_ORIGIN}/user-portal/account`, at: new Date().toISOString() },
    });
    for (let second = 1; second <= 5; second += 1) {
      clock.advance(1000);
      await sendDueMails(sender(), clock.now());
    }
    expect(rendered.map((call) => call.content.kind)).toEqual(['offer-received', 'two-factor-disabled']);

    clock.advance(DIGEST_WINDOW_MS);
    await sendDueMails(sender(), clock.now());
    clock.advance(DIGEST_WINDOW_MS * 3);
    await sendDueMails(sender(), clock.now());

    expect(catcher.mails).toHaveLength(3);
    const digest = rendered[2]?.content;
    expect(digest?.kind).toBe('offers-digest');
    const folded = digest?.kind === 'offers-digest' ? digest.params.mails : [];
    expect(folded.map((mail) => (mail.kind === 'offer-received' ? mail.params.collectible : mail.kind))).toEqual(
      Array.from({ length: 99 }, (_, index) => `Item ${index + 2}`),
    );
    const rows = await rowsTo(person.email);
    const digestRow = rows.find((row) => row.template === 'offers-digest');
    expect(digestRow).toMatchObject({ status: 'sent', category: 'offers' });
    const offers = rows.filter((row) => row.template === 'offer-received');
    expect(offers[0]).toMatchObject({ status: 'sent', foldedInto: null });
    expect(offers.slice(1).every((row) => row.status === 'folded' && row.foldedInto === digestRow?.id)).toBe(true);
    // Folded into the digest, the offers carry one-click unsubscribe as any offers mail does.
    expect(catcher.mails[2]?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });

  it('sends a lone offer that waited out a window as itself, not as a digest of one', async () => {
    const person = await personWithOffersOn();
    const clock = testClock();
    await enqueueMail(t.db, { userId: person.id, toEmail: person.email, kind: 'offer-received', params: offer(1) });
    await sendDueMails(sender(), clock.now());
    await enqueueMail(t.db, {
      userId: person.id,
      toEmail: person.email,
      kind: 'offer-declined',
      params: { link: `${SHELL_ORIGIN}/user-portal/offers`, collectible: 'Item 2', price: '2' },
    });
    clock.advance(1000);
    await sendDueMails(sender(), clock.now());
    expect(catcher.mails).toHaveLength(1);

    clock.advance(DIGEST_WINDOW_MS);
    await sendDueMails(sender(), clock.now());

    expect(rendered.map((call) => call.content.kind)).toEqual(['offer-received', 'offer-declined']);
  });

  it('never sends one row twice when two senders run at once', async () => {
    const people = await Promise.all(Array.from({ length: 3 }, () => personWithOffersOn()));
    for (const person of people)
      for (let n = 0; n < 10; n += 1)
        await enqueueMail(t.db, {
          userId: person.id,
          toEmail: person.email,
          kind: 'password-changed',
          params: { link: `${SHELL_ORIGIN}/user-portal/account`, at: `2026-01-0${n}T00:00:00Z` },
        });
    const clock = testClock();

    const rounds = await Promise.all([sendDueMails(sender(), clock.now()), sendDueMails(sender(), clock.now()), sendDueMails(sender(), clock.now())]);
    clock.advance(1000);
    await Promise.all([sendDueMails(sender(), clock.now()), sendDueMails(sender(), clock.now())]);

    const ids = catcher.mails.map((mail) => mail.headers['message-id']);
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
    expect(rounds.reduce((sum, round) => sum + round.sent, 0)).toBe(30);
  });

  it('keeps a mail its content cannot make as undeliverable, says why, never tries it again, and sends the rest', async () => {
    const person = await personWithOffersOn();
    // Queued before the declined offer's mail named its amount: the words want {price}, the row has none.
    const withoutPrice = { link: `${SHELL_ORIGIN}/user-portal/offers?agent=BUYER`, collectible: 'Old Golem' } as unknown as MailParams['offer-declined'];
    await enqueueMail(t.db, { userId: person.id, toEmail: person.email, kind: 'offer-declined', params: withoutPrice });
    await enqueueMail(t.db, {
      userId: person.id,
      toEmail: person.email,
      kind: 'password-changed',
      params: { link: `${SHELL_ORIGIN}/user-portal/account`, at: new Date().toISOString() },
    });
    const clock = testClock();

    expect(await sendDueMails(sender({ render: renderMail }), clock.now())).toMatchObject({ sent: 1, failed: 0, undeliverable: 1 });
    const [declined, notice] = await rowsTo(person.email);
    expect(declined).toMatchObject({ status: 'undeliverable', attempts: 1, leaseUntil: null, link: null, params: {} });
    expect(declined?.lastError).toContain('{price}');
    expect(notice).toMatchObject({ status: 'sent' });
    expect(errorsLogged).toHaveLength(1);
    expect(catcher.mails).toHaveLength(1);

    // An hour later (the longest backoff) nothing is tried again.
    clock.advance(2 * 60 * 60_000);
    expect(await sendDueMails(sender({ render: renderMail }), clock.now())).toEqual({ sent: 0, failed: 0, suppressed: 0, undeliverable: 0 });
  });

  it('retries a kind this API does not know: during a rolling deploy another instance may know it', async () => {
    const person = await personWithOffersOn();
    await enqueueMail(t.db, { userId: person.id, toEmail: person.email, kind: 'item-sold', params: offer(4) });
    await t.db.update(mailOutbox).set({ template: 'kind-of-a-newer-release' }).where(eq(mailOutbox.toEmail, person.email));

    expect(await sendDueMails(sender({ render: renderMail }), testClock().now())).toMatchObject({ failed: 1, undeliverable: 0 });
    expect((await rowsTo(person.email))[0]).toMatchObject({ status: 'pending', attempts: 1 });
  });

  it('sends the mail the templates render, in the recipient’s language with their antiphishing code', async () => {
    const person = await personWithOffersOn({ antiphishingCode: 'violet heron', preferredLocale: 'fr' });
    await enqueueMail(t.db, { userId: person.id, toEmail: person.email, kind: 'item-sold', params: offer(12) });

    await sendDueMails(sender({ render: renderMail }), testClock().now());

    const [mail] = catcher.mails;
    expect(mail?.headers['content-type']).toMatch(/^multipart\/alternative/);
    expect(mail?.raw).toContain('violet heron');
    expect(mail?.raw).toContain('Item 12');
    expect(mail?.headers.subject).toBe(
      (
        await renderMail(
          { kind: 'item-sold', params: offer(12) },
          { locale: 'fr', antiphishingCode: 'violet heron', siteOrigin: SHELL_ORIGIN, unsubscribeUrl: null },
        )
      ).subject,
    );
  });
});

describe('startMailSender', () => {
  it('sends on each round of its timers, judged by its clock, and closes its SMTP transport when stopped', async () => {
    const scheduled: Array<() => void> = [];
    const timers: WorkerTimers = {
      setTimeout: (callback) => {
        scheduled.push(callback);
        return {};
      },
      clearTimeout: () => {},
    };
    const person = await personWithOffersOn();
    const transport = createSmtpTransport(catcher.url);
    const closed = jest.spyOn(transport, 'close');
    const clock = testClock();
    const worker = startMailSender({ ...sender({ transport }), everyMs: 1000, log: { warn: () => {}, error: () => {} }, clock: clock.now, timers });

    await send(t, 'POST', '/api/users/self/verify-email', await t.tokenFor(person.id));
    expect(catcher.mails).toHaveLength(0);
    scheduled.shift()?.();
    await worker.stop();

    expect(catcher.mails.map((mail) => mail.to)).toEqual([[person.email]]);
    expect(closed).toHaveBeenCalled();
  });
});

describe('an API started with a mail server', () => {
  it('sends what a request queued without the answer waiting for it, and stops its sender when it closes', async () => {
    const app = await openTestApp({
      shellOrigin: SHELL_ORIGIN,
      mail: { transport: createSmtpTransport(catcher.url), from: null, everyMs: 20, digestWindowMs: DIGEST_WINDOW_MS, secrets: [] },
    });
    try {
      const { id } = await app.createUser({ email: 'lifecycle@marketplace.test' });
      const answer = await send(app, 'POST', '/api/users/self/verify-email', await app.tokenFor(id));
      expect(answer.statusCode).toBe(200);
      const deadline = Date.now() + 10_000;
      while (!catcher.mails.some((mail) => mail.to.includes('lifecycle@marketplace.test')) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(catcher.mails.find((mail) => mail.to.includes('lifecycle@marketplace.test'))?.raw).toContain('verify-email=');
    } finally {
      await app.close();
    }
  });
});
