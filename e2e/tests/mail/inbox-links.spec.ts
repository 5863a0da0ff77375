import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import nodemailer from 'nodemailer';
import { HOST, portOf } from '../../../scripts/site-layout.mjs';
import { INBOX_ORIGIN, waitForMail } from '../support/inbox';
import { API_ORIGIN, SHELL_ORIGIN } from '../support/sessions';
import { test } from '../support/site-test';

/**
 * The local inbox as a newcomer uses it: MailDev's web page shows a mail in a sandboxed frame that can open no
 * tab and that the site refuses to be framed in, so the catcher's page follows a mail's links itself
 * (`scripts/inbox-links.mjs`). The mail is written as our templates write links (React Email: `target="_blank"`)
 * and handed to the catcher's SMTP port, as the API does; its link is the Japanese sign-in address, which must
 * open the identity page in Japanese (the shell's sign-in route keeps the locale).
 */
test('a link in a mail opens from the local inbox, and /ja/auth/login opens the identity page in Japanese', async ({ page, context }) => {
  const to = `inbox-${randomUUID()}@marketplace.test`;
  const subject = `Sign in ${randomUUID().slice(0, 8)}`;
  const link = `${SHELL_ORIGIN}/ja/auth/login`;
  const smtp = nodemailer.createTransport({ host: HOST, port: portOf('smtp'), secure: false, ignoreTLS: true });
  await smtp.sendMail({
    from: 'Marketplace <no-reply@marketplace.localhost>',
    to,
    subject,
    html: `<!doctype html><html><head></head><body><p><a href="${link}" target="_blank" style="color:#067df7">サインイン</a></p></body></html>`,
  });
  smtp.close();
  await waitForMail(to, (mail) => mail.subject === subject, { what: 'the mail with a link' });

  await page.goto(INBOX_ORIGIN);
  await page.getByText(subject).first().click();
  const opened = context.waitForEvent('page');
  await page.frameLocator('iframe[title="Email HTML content"]').getByRole('link', { name: 'サインイン' }).click();
  const signIn = await opened;

  await signIn.waitForURL((url) => url.origin === API_ORIGIN, { timeout: 20_000 });
  await expect(signIn.locator('html')).toHaveAttribute('lang', 'ja');
  await signIn.close();
});
