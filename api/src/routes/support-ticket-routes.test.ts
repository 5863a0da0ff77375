import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SUPPORT_ATTACHMENT_MAX_BYTES } from '@marketplace/contracts/wire';
import { TOKEN_AUDIENCES } from '../auth/token-service.js';
import { mailOutbox, supportTickets } from '../db/schema.js';
import { queuedCodesTo } from '../testing/queued-mails.js';
import { send } from '../testing/send-request.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';
import { SUPPORT_RECEIPTS_PER_HOUR, SUPPORT_TICKETS_PER_HOUR } from './support-ticket-routes.js';

const SHELL_ORIGIN = 'http://shell.test:8080';
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const MESSAGE = 'My wallet asks for a password I never set, please help me.';

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp({ shellOrigin: SHELL_ORIGIN });
});

afterAll(() => t.close());

// Each filing from an address of its own, so the per-client limit counts only where a test means it to.
let clients = 0;
/**
 * Files a ticket as the person of `token`, or as a visitor. A visitor's ticket carries a valid humanity
 * token unless `humanity` says otherwise (null: none, a string: that header); a signed-in one carries none.
 */
async function file(payload: unknown, token: string | null = null, remoteAddress?: string, humanity: 'valid' | string | null = token ? null : 'valid') {
  clients += 1;
  const from = remoteAddress ?? `10.0.0.${clients}`;
  const headers: Record<string, string> = token ? t.bearer(token) : {};
  if (humanity === 'valid') Object.assign(headers, await t.humanityHeader());
  else if (humanity !== null) headers['x-humanity-token'] = humanity;
  return t.app.inject({ method: 'POST', url: '/api/support/tickets', remoteAddress: from, headers, payload: payload as object });
}
const list = (token: string | null) => send(t, 'GET', '/api/support/tickets', token);
const attachment = (content: Buffer, type = 'image/png', name = 'screen.png') => ({ name, type, base64: content.toString('base64') });

async function mailsTo(email: string) {
  return t.db.select().from(mailOutbox).where(eq(mailOutbox.toEmail, email));
}

describe('POST /api/support/tickets', () => {
  it("stores a visitor's ticket with its attachment and mails the acknowledgement to the address given", async () => {
    const response = await file({ topic: 'wallet', message: MESSAGE, email: 'Visitor@Example.test', attachment: attachment(PNG) });

    expect(response.statusCode).toBe(200);
    const ticket = response.json().payload;
    expect(ticket).toMatchObject({ topic: 'wallet', status: 'OPEN', attachmentName: 'screen.png', message: MESSAGE });
    expect(ticket.reference).toMatch(/^SR-[0-9A-F]{8}$/);
    const [row] = await t.db.select().from(supportTickets).where(eq(supportTickets.id, ticket.id));
    expect(row).toMatchObject({ userId: null, email: 'visitor@example.test', attachmentType: 'image/png', attachmentBase64: PNG.toString('base64') });
    const [mail] = await mailsTo('visitor@example.test');
    expect(mail).toMatchObject({
      userId: null,
      template: 'support-ticket-received',
      link: `${SHELL_ORIGIN}/support?ticket=${ticket.reference}&receipt=${ticket.id}`,
    });
  });

  it("files a signed-in person's ticket under the account's address, refusing another one", async () => {
    const user = await t.createUser({ email: 'ticket-author@marketplace.test' });

    const own = await file({ topic: 'payments', message: MESSAGE }, user.token);
    const spoofed = await file({ topic: 'payments', message: MESSAGE, email: 'someone-else@marketplace.test' }, user.token);

    expect(own.statusCode).toBe(200);
    const [mail] = await mailsTo('ticket-author@marketplace.test');
    expect(mail).toMatchObject({ userId: user.id, link: `${SHELL_ORIGIN}/support?ticket=${own.json().payload.reference}` });
    expect(spoofed.statusCode).toBe(400);
    expect(spoofed.json().message).toBe("body.email: The account's own address");
    expect(await mailsTo('someone-else@marketplace.test')).toEqual([]);
  });

  it("links the acknowledgement to the support page in the filer's language, English without a prefix", async () => {
    const japanese = (await file({ topic: 'wallet', message: MESSAGE, email: 'ja-visitor@example.test', locale: 'ja' })).json().payload;
    const english = (await file({ topic: 'wallet', message: MESSAGE, email: 'en-visitor@example.test', locale: 'en' })).json().payload;

    const [japaneseMail] = await mailsTo('ja-visitor@example.test');
    const [englishMail] = await mailsTo('en-visitor@example.test');
    expect(japaneseMail?.link).toBe(`${SHELL_ORIGIN}/ja/support?ticket=${japanese.reference}&receipt=${japanese.id}`);
    expect(englishMail?.link).toBe(`${SHELL_ORIGIN}/support?ticket=${english.reference}&receipt=${english.id}`);
  });

  it("shows a signed-in author's antiphishing code in the acknowledgement, as every mail to an account does", async () => {
    const user = await t.createUser({ email: 'coded-author@marketplace.test', antiphishingCode: 'green owl 7' });

    await file({ topic: 'security', message: MESSAGE }, user.token);

    const [mail] = await queuedCodesTo(t.db, 'coded-author@marketplace.test');
    expect(mail).toMatchObject({ kind: 'support-ticket-received', antiphishingCode: 'green owl 7' });
  });

  it.each([
    ['a visitor without an address', { topic: 'other', message: MESSAGE }, 'body.email'],
    ['a message too short to act on', { topic: 'other', message: 'help', email: 'v@example.test' }, 'body.message'],
    ['an unknown topic', { topic: 'refund-me', message: MESSAGE, email: 'v@example.test' }, 'body.topic'],
    ['a language the site does not speak', { topic: 'other', message: MESSAGE, email: 'v@example.test', locale: 'xx' }, 'body.locale'],
    [
      'a type outside the list',
      { topic: 'other', message: MESSAGE, email: 'v@example.test', attachment: attachment(PNG, 'application/x-msdownload', 'a.exe') },
      'body.attachment.type',
    ],
    [
      'a path for a name',
      { topic: 'other', message: MESSAGE, email: 'v@example.test', attachment: attachment(PNG, 'image/png', '../etc/passwd') },
      'body.attachment.name',
    ],
    [
      'text declared as a PNG',
      { topic: 'other', message: MESSAGE, email: 'v@example.test', attachment: attachment(Buffer.from('just text'), 'image/png') },
      'body.attachment.type',
    ],
    [
      'an executable declared as text',
      { topic: 'other', message: MESSAGE, email: 'v@example.test', attachment: attachment(Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0]), 'text/plain', 'a.txt') },
      'body.attachment.type',
    ],
    [
      'a PDF declared as a JPEG',
      { topic: 'other', message: MESSAGE, email: 'v@example.test', attachment: attachment(Buffer.from('%PDF-1.7\n'), 'image/jpeg', 'a.jpg') },
      'body.attachment.type',
    ],
  ])('refuses %s with a 400 naming the field, storing nothing', async (_case, payload, field) => {
    const before = await t.db.select().from(supportTickets);

    const response = await file(payload);

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(new RegExp(`^${field.replaceAll('.', '\\.')}`));
    expect(await t.db.select().from(supportTickets)).toHaveLength(before.length);
  });

  it('refuses an attachment over 2 MB', async () => {
    const big = Buffer.alloc(SUPPORT_ATTACHMENT_MAX_BYTES + 3, 0x41);

    const response = await file({ topic: 'other', message: MESSAGE, email: 'big@example.test', attachment: attachment(big, 'text/plain', 'big.txt') });

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^body\.attachment\.base64: At most 2 MB/);
  });
});

describe('the humanity check of POST /api/support/tickets (spec §5)', () => {
  const visitorTicket = { topic: 'other', message: MESSAGE, email: 'bot-or-not@example.test' };

  it("refuses a visitor's ticket without a humanity token with the rescue's 403, storing and mailing nothing", async () => {
    const before = await t.db.select().from(supportTickets);

    const response = await file(visitorTicket, null, undefined, null);

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status: 403, message: 'Humanity check failed', payload: null });
    expect(await t.db.select().from(supportTickets)).toHaveLength(before.length);
    expect(await mailsTo('bot-or-not@example.test')).toEqual([]);
  });

  it("refuses a visitor's forged, expired or other site's humanity token with 403", async () => {
    const user = await t.createUser();
    const expired = await t.tokens.signClaims(TOKEN_AUDIENCES.humanity, { siteKey: 'marketplace-local', action: 'support_ticket' }, -10);
    const otherSite = await t.tokens.signClaims(TOKEN_AUDIENCES.humanity, { siteKey: 'elsewhere', action: 'support_ticket' }, 60);

    for (const humanity of ['not-a-token', expired, otherSite, user.token]) {
      expect((await file(visitorTicket, null, undefined, humanity)).statusCode).toBe(403);
    }
  });

  it("takes a visitor's ticket with a token the local provider issued for the named action", async () => {
    const issued = await t.app.inject({ method: 'POST', url: '/humanity/tokens', payload: { siteKey: 'marketplace-local', action: 'support_ticket' } });

    const response = await file(visitorTicket, null, undefined, issued.json().payload.token);

    expect(response.statusCode).toBe(200);
    expect(await mailsTo('bot-or-not@example.test')).toHaveLength(1);
  });

  it('asks no token of a signed-in person, whose ticket is filed under their account', async () => {
    const user = await t.createUser({ email: 'known-author@marketplace.test' });

    const response = await file({ topic: 'account', message: MESSAGE }, user.token, undefined, null);

    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toMatchObject({ topic: 'account', status: 'OPEN' });
  });

  it('treats an expired or forged bearer token as a visitor, who then needs the humanity token', async () => {
    const response = await file(visitorTicket, 'not-a-session-token', undefined, null);

    expect(response.statusCode).toBe(403);
  });
});

describe('GET /api/support/tickets', () => {
  it("answers the signed-in person's own tickets only, newest first, without attachment content", async () => {
    const author = await t.createUser();
    const other = await t.createUser();
    await file({ topic: 'account', message: `${MESSAGE} (first)` }, author.token);
    await file({ topic: 'security', message: `${MESSAGE} (second)`, attachment: attachment(Buffer.from('log line\n'), 'text/plain', 'log.txt') }, author.token);
    await file({ topic: 'other', message: MESSAGE }, other.token);

    const response = await list(author.token);

    expect(response.statusCode).toBe(200);
    const tickets = response.json().payload;
    expect(tickets.map((ticket: { topic: string }) => ticket.topic)).toEqual(['security', 'account']);
    expect(tickets[0]).toMatchObject({ attachmentName: 'log.txt', status: 'OPEN' });
    expect(JSON.stringify(tickets)).not.toContain(Buffer.from('log line\n').toString('base64'));
  });

  it('refuses a visitor with 401', async () => {
    expect((await list(null)).statusCode).toBe(401);
  });
});

describe('POST /api/support/tickets/receipt', () => {
  const showReceipt = (payload: unknown, remoteAddress = '10.1.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/support/tickets/receipt', remoteAddress, payload: payload as object });

  it("shows a visitor the ticket their mail's link names, by its receipt: number, topic, status, dates; nothing written", async () => {
    const filed = (await file({ topic: 'wallet', message: MESSAGE, email: 'receipt-holder@example.test', attachment: attachment(PNG) })).json().payload;
    const [mail] = await mailsTo('receipt-holder@example.test');
    const receipt = new URL(mail!.link!).searchParams.get('receipt');

    const response = await showReceipt({ receipt });

    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toEqual({
      reference: filed.reference,
      topic: 'wallet',
      status: 'OPEN',
      createdAt: filed.createdAt,
      updatedAt: filed.updatedAt,
    });
    const answer = JSON.stringify(response.json());
    for (const kept of [MESSAGE, 'receipt-holder@example.test', 'screen.png', PNG.toString('base64')]) expect(answer).not.toContain(kept);
  });

  it("answers 404 for an unknown receipt and for an account's ticket (its author reads it signed in)", async () => {
    const author = await t.createUser();
    const own = (await file({ topic: 'account', message: MESSAGE }, author.token)).json().payload;

    for (const receipt of [own.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await showReceipt({ receipt });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 404, message: 'Receipt not found', payload: null });
    }
  });

  it.each([
    ['no receipt', {}],
    ['a reference instead of the receipt', { receipt: 'SR-1A2B3C4D' }],
    ['a number', { receipt: 7 }],
  ])('refuses %s with a 400 naming the field', async (_case, payload) => {
    const response = await showReceipt(payload);

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^body\.receipt/);
  });

  it(`refuses guessing: more than ${SUPPORT_RECEIPTS_PER_HOUR} an hour from one client get 429`, async () => {
    const guesses = Array.from({ length: SUPPORT_RECEIPTS_PER_HOUR }, () => showReceipt({ receipt: randomUUID() }, '10.1.0.99'));
    expect((await Promise.all(guesses)).map((response) => response.statusCode)).toEqual(Array(SUPPORT_RECEIPTS_PER_HOUR).fill(404));

    expect((await showReceipt({ receipt: randomUUID() }, '10.1.0.99')).statusCode).toBe(429);
  });
});

describe('the ticket rate limit', () => {
  it(`refuses the ticket after ${SUPPORT_TICKETS_PER_HOUR} an hour from one client with 429`, async () => {
    const statuses: number[] = [];
    for (let index = 0; index <= SUPPORT_TICKETS_PER_HOUR; index += 1) {
      statuses.push((await file({ topic: 'other', message: MESSAGE, email: 'flood@example.test' }, null, '10.9.9.9')).statusCode);
    }
    const elsewhere = await file({ topic: 'other', message: MESSAGE, email: 'calm@example.test' }, null, '10.9.9.10');

    expect(statuses.slice(0, SUPPORT_TICKETS_PER_HOUR).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(elsewhere.statusCode).toBe(200);
  });
});
