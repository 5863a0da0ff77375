import { eq } from 'drizzle-orm';
import { mailOutbox, users } from '../db/schema.js';
import { mailSignUpAttempt, mailSignUpConfirmation } from '../idp/sign-up-mail.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';
import { enqueueMail } from './enqueue-mail.js';
import { queuedCodesTo } from '../testing/queued-mails.js';
import { mailKeyLink } from './email-links.js';

const SHELL_ORIGIN = 'http://shell.test:8080';

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp({ shellOrigin: SHELL_ORIGIN });
});

afterAll(() => t.close());

async function mailOf(email: string) {
  return queuedCodesTo(t.db, email);
}

describe('the antiphishing code in every mail', () => {
  it('shows the recipient’s code in each kind of mail sent to an account', async () => {
    const email = `antiphishing-${Date.now()}@marketplace.test`;
    const user = await t.createUser({ email, antiphishingCode: 'blue fox 42' });

    await mailKeyLink(t.db, { userId: user.id, purpose: 'VERIFY_EMAIL', shellOrigin: SHELL_ORIGIN });
    await mailKeyLink(t.db, { userId: user.id, purpose: 'UNSUBSCRIBE_COMMUNICATIONS', shellOrigin: SHELL_ORIGIN });
    await mailSignUpAttempt(t.db, { userId: user.id, email, shellOrigin: SHELL_ORIGIN });
    await mailSignUpConfirmation(t.db, { userId: user.id, email, publicOrigin: 'http://api.test:4000', request: 'r'.repeat(16) });

    const mails = await mailOf(email);
    expect(mails.map((mail) => mail.kind).sort()).toEqual(['confirm-sign-up', 'sign-up-attempt', 'unsubscribe-communications', 'verify-email']);
    expect(mails.every((mail) => mail.antiphishingCode === 'blue fox 42')).toBe(true);
  });

  it('keeps in a sent mail the code it was sent with: a code changed later shows only in later mails', async () => {
    const email = `changed-code-${Date.now()}@marketplace.test`;
    const user = await t.createUser({ email, antiphishingCode: 'old owl' });
    await mailKeyLink(t.db, { userId: user.id, purpose: 'VERIFY_EMAIL', shellOrigin: SHELL_ORIGIN });

    await t.db.update(users).set({ antiphishingCode: 'new newt' }).where(eq(users.id, user.id));
    await mailKeyLink(t.db, { userId: user.id, purpose: 'UNSUBSCRIBE_COMMUNICATIONS', shellOrigin: SHELL_ORIGIN });

    const codes = Object.fromEntries((await mailOf(email)).map((mail) => [mail.kind, mail.antiphishingCode]));
    expect(codes).toEqual({ 'verify-email': 'old owl', 'unsubscribe-communications': 'new newt' });
  });

  it('shows no code to a person who set none, nor in mail to an address with no account', async () => {
    const email = `no-code-${Date.now()}@marketplace.test`;
    const user = await t.createUser({ email });
    await mailKeyLink(t.db, { userId: user.id, purpose: 'VERIFY_EMAIL', shellOrigin: SHELL_ORIGIN });
    const stranger = `stranger-${Date.now()}@marketplace.test`;
    await t.db.insert(mailOutbox).values({ userId: null, toEmail: stranger, template: 'sign-up-attempt', link: `${SHELL_ORIGIN}/support` });

    expect((await mailOf(email))[0]?.antiphishingCode).toBeNull();
    expect((await mailOf(stranger))[0]?.antiphishingCode).toBeNull();
  });

  it('shows no code in the link to an address the account has not proven yet (a new address to confirm)', async () => {
    const email = `proven-${Date.now()}@marketplace.test`;
    const unproven = `typed-${Date.now()}@marketplace.test`;
    const user = await t.createUser({ email, antiphishingCode: 'quiet heron' });
    await enqueueMail(t.db, { userId: user.id, toEmail: unproven, kind: 'confirm-email-change', params: { link: `${SHELL_ORIGIN}/?confirm-email-change=k` } });
    await mailKeyLink(t.db, { userId: user.id, purpose: 'VERIFY_EMAIL', shellOrigin: SHELL_ORIGIN });

    expect((await mailOf(unproven))[0]?.antiphishingCode).toBeNull();
    expect((await mailOf(email))[0]?.antiphishingCode).toBe('quiet heron');
  });
});
