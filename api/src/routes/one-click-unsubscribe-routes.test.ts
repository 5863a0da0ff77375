import { eq } from 'drizzle-orm';
import { mailOutbox, users } from '../db/schema.js';
import { enqueueMail } from '../mail/enqueue-mail.js';
import { sendDueMails } from '../mail/mail-sender.js';
import { createSmtpTransport } from '../mail/mail-transport.js';
import { renderMail } from '../mail/templates/render-mail.js';
import { startSmtpCatcher, type SmtpCatcher } from '../testing/smtp-catcher.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';

const SHELL_ORIGIN = 'http://shop.test:8080';
const PUBLIC_ORIGIN = 'http://api.shop.test:4000';

let t: TestApp;
let catcher: SmtpCatcher;
const logLines: string[] = [];

beforeAll(async () => {
  t = await openTestApp({ shellOrigin: SHELL_ORIGIN, publicOrigin: PUBLIC_ORIGIN, logger: { stream: { write: (line) => logLines.push(line) } } });
  catcher = await startSmtpCatcher();
});

afterAll(async () => {
  await catcher.stop();
  await t.close();
});

const sendQueue = () =>
  sendDueMails(
    {
      db: t.db,
      transport: createSmtpTransport(catcher.url),
      render: renderMail,
      shellOrigin: SHELL_ORIGIN,
      publicOrigin: PUBLIC_ORIGIN,
      from: null,
      digestWindowMs: 0,
      log: { warn: () => {}, error: () => {} },
    },
    new Date(Date.now() + 1000),
  );

async function subscriber() {
  const email = `one-click-${Math.random().toString(36).slice(2)}@marketplace.test`;
  const { id } = await t.createUser({ email, communications: true });
  return { id, email };
}

const offerTo = (person: { id: string; email: string }, collectible: string) =>
  enqueueMail(t.db, {
    userId: person.id,
    toEmail: person.email,
    kind: 'offer-received',
    params: { link: `${SHELL_ORIGIN}/user-portal/offers`, collectible, price: '3' },
  });

/** The one-click URI of the newest mail to `email`, as a mail client reads it from `List-Unsubscribe`. */
function oneClickUriTo(email: string): string {
  const mail = catcher.mails.filter((caught) => caught.to.includes(email)).at(-1);
  const uri = /<([^>]+)>/.exec(mail?.headers['list-unsubscribe'] ?? '')?.[1];
  if (!uri) throw new Error(`no List-Unsubscribe in the mail to ${email}`);
  return uri;
}

/** What a mail client sends (RFC 8058 §3.1): a form POST, no cookie, no credential. */
const postOneClick = (uri: string, body = 'List-Unsubscribe=One-Click') => {
  const url = new URL(uri);
  return t.app.inject({ method: 'POST', url: `${url.pathname}${url.search}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: body });
};

describe('POST /api/keys/unsubscribe-communications/one-click (RFC 8058)', () => {
  it('stops the next offers mail and not the security notices, leaving the master switch as it was', async () => {
    const person = await subscriber();
    await offerTo(person, 'First Lamp');
    await sendQueue();

    const response = await postOneClick(oneClickUriTo(person.email));
    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toEqual({ communications: true, category: 'offers' });

    await offerTo(person, 'Second Lamp');
    await enqueueMail(t.db, {
      userId: person.id,
      toEmail: person.email,
      kind: 'password-changed',
      params: { link: `${SHELL_ORIGIN}/user-portal/account`, at: new Date().toISOString() },
    });
    await sendQueue();

    const rows = await t.db
      .select({ template: mailOutbox.template, status: mailOutbox.status })
      .from(mailOutbox)
      .where(eq(mailOutbox.toEmail, person.email))
      .orderBy(mailOutbox.id);
    expect(rows).toEqual([
      { template: 'offer-received', status: 'sent' },
      { template: 'offer-received', status: 'suppressed' },
      { template: 'password-changed', status: 'sent' },
    ]);
    const [user] = await t.db.select({ communications: users.communications }).from(users).where(eq(users.id, person.id));
    expect(user?.communications).toBe(true);
  });

  it('turns off the same category through the visible link and the second List-Unsubscribe address as through the one-click POST, and its undo turns it back on', async () => {
    const person = await subscriber();
    await offerTo(person, 'Page Lamp');
    await sendQueue();
    const mail = catcher.mails.filter((caught) => caught.to.includes(person.email)).at(-1);
    const pageUri = [...(mail?.headers['list-unsubscribe'] ?? '').matchAll(/<([^>]+)>/g)].map((match) => match[1] ?? '')[1] ?? '';
    const key = new URL(pageUri).searchParams.get('unsubscribe') ?? '';

    const followed = await t.app.inject({ method: 'POST', url: '/api/keys/unsubscribe-communications', payload: { key } });

    expect(followed.statusCode).toBe(200);
    expect(followed.json().payload).toEqual({ communications: true, category: 'offers' });
    const read = async () =>
      (await t.db.select({ communications: users.communications, stored: users.communicationPreferences }).from(users).where(eq(users.id, person.id)))[0];
    expect(await read()).toEqual({ communications: true, stored: { offers: false } });

    const undone = await t.app.inject({ method: 'POST', url: '/api/keys/resubscribe-communications', payload: { key } });
    expect(undone.json().payload).toEqual({ communications: true, category: 'offers' });
    expect(await read()).toEqual({ communications: true, stored: { offers: true } });
  });

  it('answers a client that posts again the same way (the key works for its 30 days)', async () => {
    const person = await subscriber();
    await offerTo(person, 'Lamp');
    await sendQueue();
    const uri = oneClickUriTo(person.email);

    expect((await postOneClick(uri)).statusCode).toBe(200);
    expect((await postOneClick(uri)).statusCode).toBe(200);
  });

  it('refuses a body other than List-Unsubscribe=One-Click, a missing key and an unknown one', async () => {
    const person = await subscriber();
    await offerTo(person, 'Lamp');
    await sendQueue();
    const uri = oneClickUriTo(person.email);

    expect((await postOneClick(uri, 'List-Unsubscribe=All')).statusCode).toBe(400);
    expect((await postOneClick(`${PUBLIC_ORIGIN}/api/keys/unsubscribe-communications/one-click`)).statusCode).toBe(400);
    expect((await postOneClick(`${PUBLIC_ORIGIN}/api/keys/unsubscribe-communications/one-click?key=${'x'.repeat(43)}`)).statusCode).toBe(404);
  });

  it('keeps the key of the URI out of the API log', async () => {
    const person = await subscriber();
    await offerTo(person, 'Lamp');
    await sendQueue();
    const uri = oneClickUriTo(person.email);

    await postOneClick(uri);

    const key = new URL(uri).searchParams.get('key') ?? '';
    expect(logLines.join('\n')).toContain('one-click?key=%5Bredacted%5D');
    expect(logLines.join('\n')).not.toContain(key);
  });
});
