import { expect } from '@playwright/test';
import type { MailOutboxEntry } from '../../../shared-contracts/src/wire/schemas/email-key-schemas';
import { mailsTo, setCatcherSmtp, waitForMail } from '../support/inbox';
import { outboxOfKind } from '../support/mail-outbox';
import { withSubject } from '../support/mail-words';
import { buyFromTheMarket } from '../support/market-trades';
import { API_ORIGIN } from '../support/sessions';
import { test } from '../support/site-test';
import { openAs, prepareWalletPerson } from '../support/wallet-person';

/**
 * Nothing lost, nothing twice: the mail server is down while a purchase is made; its mail waits in the
 * queue, retried with backoff, and arrives once when the server is back. Runs in the `mail-outage`
 * project, alone and after every other spec (the outage would delay their mail). The buyer (patient:
 * offers and sales e-mails on, GEM) is seeded for this spec alone (`api/src/seed/seed-mail-accounts.ts`).
 */

const PATIENT = { email: 'patient@marketplace.test', password: 'patient-password-1' };
const WALLET_PASSWORD = 'outage-e2e-wallet-1';
/** A common market set no other spec buys. */
const MERCHANT = 'diamond-dreams';
const BOUGHT_SET = 'dd-garnet-pebble';

// Whatever happens in the test, the catcher listens again, so no later run finds it down.
test.afterAll(async () => {
  await setCatcherSmtp('up');
});

test('a purchase made while the mail server is down is mailed once, after it comes back', async ({ browser }) => {
  test.setTimeout(150_000);
  const patient = await prepareWalletPerson(browser, PATIENT, WALLET_PASSWORD);
  const page = await openAs(browser, patient);

  let failed: MailOutboxEntry | undefined;
  await setCatcherSmtp('down');
  let collectibleId = '';
  try {
    // The answer to the purchase does not wait on SMTP; the settlement queues the buyer's mail.
    collectibleId = await buyFromTheMarket(page, patient, MERCHANT, BOUGHT_SET);
    await expect
      .poll(
        async () => {
          [failed] = await outboxOfKind(PATIENT.email, 'purchase-settled');
          return failed !== undefined && failed.attempts >= 1 && failed.lastError !== null;
        },
        { message: 'the purchase-settled mail failed at least one attempt', timeout: 30_000 },
      )
      .toBe(true);
    // Waiting for its next attempt (or in it, refused again): not sent, and nothing in the inbox.
    expect(['pending', 'sending']).toContain(failed!.status);
    expect(failed).toMatchObject({ sentAt: null });
    expect(failed!.lastError).not.toBe('');
    expect(await mailsTo(PATIENT.email)).toEqual([]);
  } finally {
    await setCatcherSmtp('up');
  }

  const { name } = (await (await page.request.get(`${API_ORIGIN}/api/collectibles/${collectibleId}`)).json()).payload as { name: string };
  const isPurchaseMail = withSubject('en', 'purchase-settled', { collectible: name });
  await waitForMail(PATIENT.email, isPurchaseMail, { timeout: 30_000, what: 'the purchase-settled mail after the outage' });
  await expect
    .poll(async () => (await outboxOfKind(PATIENT.email, 'purchase-settled')).map(({ status, lastError }) => ({ status, lastError })))
    .toEqual([{ status: 'sent', lastError: null }]);
  const [sent] = await outboxOfKind(PATIENT.email, 'purchase-settled');
  expect(sent!.attempts, 'the failed attempts and the one that went').toBeGreaterThan(failed!.attempts);
  // Once the row is sent nothing sends it again: one mail, not one per attempt.
  expect((await mailsTo(PATIENT.email)).filter(isPurchaseMail)).toHaveLength(1);
  await page.context().close();
});
