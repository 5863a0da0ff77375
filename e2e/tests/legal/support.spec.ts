import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { test } from '../support/site-test';
import { expectNoAxeViolations } from '../support/axe';
import { localized, message } from '../support/catalogue';
import { expectNoSidewaysScroll } from '../support/phone-layout';
import { saveScreenshot } from '../support/screenshots';
import { declineWalletPrompt, SHELL_ORIGIN, signInThroughApi } from '../support/sessions';
import { linkMailedTo } from '../support/inbox';

/** The seeded account this spec owns: it files a ticket and reads it back (api/src/seed/seed-accounts.ts). */
const ASKER = { email: 'asker@marketplace.test', password: 'asker-password-1' };

const MESSAGE = 'My wallet asks for a password I never set. What should I do?';
// The first bytes of a PNG are all the server looks at; the rest does not matter for a ticket.
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

const en = (key: string, values?: Record<string, string>) => message('en', key, values);

function field(page: Page, locale: string, key: string) {
  return page.getByLabel(message(locale, key), { exact: true });
}

async function fillTicket(page: Page, locale: string, { email }: { email?: string } = {}) {
  await field(page, locale, 'support.form.topic.label').selectOption('wallet');
  await field(page, locale, 'support.form.message.label').fill(MESSAGE);
  if (email) await field(page, locale, 'support.form.email.label').fill(email);
}

test('a visitor reads an answer, files a ticket with a screenshot, and is acknowledged by e-mail', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const visitor = `visitor-${randomUUID()}@example.test`;
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1, name: en('routes.support.heading') })).toBeVisible();

  const question = page.getByRole('button', { name: en('support.faq.walletLocked.question') });
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  const answer = page.getByRole('region', { name: en('support.faq.walletLocked.question') });
  await expect(answer.getByRole('link', { name: en('support.links.rescue') })).toHaveAttribute('href', '/rescue');
  await expect(page.getByText(en('support.form.attachment.hint', { size: '2' }))).toBeVisible();

  await fillTicket(page, 'en', { email: visitor });
  await field(page, 'en', 'support.form.attachment.label').setInputFiles({ name: 'wallet-screen.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText(en('support.form.attachment.chosen', { name: 'wallet-screen.png' }))).toBeVisible();
  // The whole page, answers and form, as a reviewer reads it.
  await saveScreenshot(page.locator('[data-remote="legal"]'), 'support-page-en');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: en('support.form.send') }).click();

  await expect(page.getByRole('heading', { name: en('support.received.heading') })).toBeFocused();
  const reference = (await page.getByText(/^SR-[0-9A-F]{8}$/).textContent()) ?? '';
  expect(reference).toMatch(/^SR-[0-9A-F]{8}$/);
  await expect(page.getByText(en('support.received.mailed', { email: visitor }))).toBeVisible();
  await expectNoAxeViolations(page);
  // The acknowledgement arrived in the local inbox at the address given, linking back to the ticket with its receipt
  // (a visitor has no account to read it with).
  const link = await linkMailedTo(visitor, 'support-ticket-received');
  expect(link).toMatch(new RegExp(`^${SHELL_ORIGIN}/support\\?ticket=${reference}&receipt=[0-9a-f-]{36}$`));

  // Following it shows that ticket, marked, with its status; the receipt leaves the address bar, the number stays.
  await page.goto(link);
  const receipt = page.getByRole('region', { name: en('support.receipt.heading') });
  const card = receipt.getByRole('listitem');
  await expect(card).toHaveAttribute('aria-current', 'true');
  await expect(card).toContainText(reference);
  await expect(card).toContainText(en('support.tickets.status.OPEN'));
  await expect(card).toContainText(en('support.topics.wallet'));
  await expect(card).not.toContainText(MESSAGE);
  await expect(page).toHaveURL(`${SHELL_ORIGIN}/support?ticket=${reference}`);
  await saveScreenshot(receipt, 'support-receipt-en');
  await expectNoAxeViolations(page);

  // A Japanese visitor on a phone: their mail links to the Japanese page, so it opens in Japanese wherever it is opened.
  const ja = (key: string, values?: Record<string, string>) => message('ja', key, values);
  const visitorJa = `visitor-ja-${randomUUID()}@example.test`;
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(localized('ja', '/support'));
  await fillTicket(page, 'ja', { email: visitorJa });
  await page.getByRole('button', { name: ja('support.form.send') }).click();
  await expect(page.getByRole('heading', { name: ja('support.received.heading') })).toBeFocused();
  const referenceJa = (await page.getByText(/^SR-[0-9A-F]{8}$/).textContent()) ?? '';
  const linkJa = await linkMailedTo(visitorJa, 'support-ticket-received');
  expect(linkJa).toMatch(new RegExp(`^${SHELL_ORIGIN}/ja/support\\?ticket=${referenceJa}&receipt=[0-9a-f-]{36}$`));

  await page.goto(linkJa);
  const receiptJa = page.getByRole('region', { name: ja('support.receipt.heading') });
  await expect(receiptJa.getByRole('listitem')).toContainText(ja('support.tickets.status.OPEN'));
  await expect(receiptJa.getByRole('listitem')).toContainText(ja('support.receipt.statusFromMail'));
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, 'support-receipt-ja-360');
});

test('a wrong file is refused with a clear message, before and after upload, and nothing typed is lost', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/support');
  await fillTicket(page, 'en', { email: `refused-${randomUUID()}@example.test` });
  const attachment = field(page, 'en', 'support.form.attachment.label');

  // A type outside the list, refused as it is picked.
  await attachment.setInputFiles({ name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByRole('alert')).toHaveText(en('support.form.attachment.wrongType'));

  // Over 2 MB, refused as it is picked.
  await attachment.setInputFiles({ name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(2 * 1024 * 1024 + 1, 0x25) });
  await expect(page.getByRole('alert')).toHaveText(en('support.form.attachment.tooLarge', { size: '2' }));

  // Named and typed as a PNG, but text inside: the server reads the magic bytes and refuses it.
  await attachment.setInputFiles({ name: 'renamed.png', mimeType: 'image/png', buffer: Buffer.from('this is not a picture at all') });
  await page.getByRole('button', { name: en('support.form.send') }).click();
  await expect(page.getByRole('alert')).toContainText(en('support.form.failure.attachmentType'));

  await expect(field(page, 'en', 'support.form.topic.label')).toHaveValue('wallet');
  await expect(field(page, 'en', 'support.form.message.label')).toHaveValue(MESSAGE);
  await expect(page.getByText(en('support.form.attachment.chosen', { name: 'renamed.png' }))).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a signed-in person files under their own address and sees the ticket and its status, in Japanese on a phone', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 800 });
  const ja = (key: string, values?: Record<string, string>) => message('ja', key, values);
  await signInThroughApi(page, { ...ASKER, redirect: localized('ja', '/support') });
  await declineWalletPrompt(page);
  await expect(page).toHaveURL(`${SHELL_ORIGIN}/ja/support`);

  const email = field(page, 'ja', 'support.form.email.label');
  await expect(email).toHaveValue(ASKER.email);
  await expect(email).toHaveAttribute('readonly', '');
  const tickets = page.getByRole('region', { name: ja('support.tickets.heading') });
  await expect(tickets.getByText(ja('support.tickets.emptyTitle'))).toBeVisible();

  await fillTicket(page, 'ja');
  await field(page, 'ja', 'support.form.attachment.label').setInputFiles({
    name: 'log.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('wallet locked at 10:02\n'),
  });
  await page.getByRole('button', { name: ja('support.form.send') }).click();

  await expect(page.getByRole('heading', { name: ja('support.received.heading') })).toBeVisible();
  const reference =
    (await page
      .getByText(/^SR-[0-9A-F]{8}$/)
      .first()
      .textContent()) ?? '';
  const ticket = tickets.getByRole('listitem').filter({ hasText: reference });
  await expect(ticket).toContainText(ja('support.tickets.status.OPEN'));
  await expect(ticket).toContainText(ja('support.topics.wallet'));
  await expect(ticket).toContainText(ja('support.tickets.attachment', { name: 'log.txt' }));
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, 'support-page-ja-360');
  await expectNoAxeViolations(page);
  // Filed from the Japanese page: the mail links back to it in Japanese.
  expect(await linkMailedTo(ASKER.email, 'support-ticket-received')).toBe(`${SHELL_ORIGIN}/ja/support?ticket=${reference}`);
});
