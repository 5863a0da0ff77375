import { expect } from '@playwright/test';
import { headersOf, type InboxMail, mailsTo, waitForMail } from '../support/inbox';
import { outboxOfKind } from '../support/mail-outbox';
import { withSubject } from '../support/mail-words';
import { makeOffer } from '../support/market-trades';
import { API_ORIGIN, signInThroughIdentityPage } from '../support/sessions';
import { test } from '../support/site-test';
import { openAs, prepareWalletPerson, type WalletPerson } from '../support/wallet-person';

/**
 * One-click unsubscribe (RFC 8058): a mail client POSTs `List-Unsubscribe=One-Click` to the URI of an
 * offers mail's `List-Unsubscribe` header, with no cookie; the next offers mail is not sent, a security
 * notice still is. The owner (optout: offers and sales e-mails on, two collectibles) and the bidder
 * (suitor) are seeded for this spec alone (`api/src/seed/seed-mail-accounts.ts`).
 *
 * The digest window (`MAIL_DIGEST_WINDOW_MS`, ten minutes here) cannot make it pass or fail by chance:
 * the first offers mail is the owner's first, so it leaves at once (no window is open); the second is
 * judged against the preferences when the sender claims it, before any folding, so it is `suppressed`
 * at once rather than held for a digest. The test waits for that status, not for time to pass, and then
 * looks at the inbox; security notices are never folded.
 */

const OPTOUT = { email: 'optout@marketplace.test', password: 'optout-password-1' };
const SUITOR = { email: 'suitor@marketplace.test', password: 'suitor-password-1' };
const WALLET_PASSWORD = 'unsubscribe-e2e-wallet-1';

let owner: WalletPerson;
let suitor: WalletPerson;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(90_000);
  [owner, suitor] = await Promise.all([prepareWalletPerson(browser, OPTOUT, WALLET_PASSWORD), prepareWalletPerson(browser, SUITOR, WALLET_PASSWORD)]);
});

/** The mails among `mails` a person can unsubscribe from (RFC 2369 `List-Unsubscribe`): the offers and sales ones. */
async function offersMailsAmong(mails: InboxMail[]): Promise<InboxMail[]> {
  const withHeaders = await Promise.all(mails.map(async (mail) => ({ mail, headers: await headersOf(mail) })));
  return withHeaders.filter(({ headers }) => 'list-unsubscribe' in headers).map(({ mail }) => mail);
}

test('one click in an offers mail stops the next offers mail, and not the security notices', async ({ browser }) => {
  test.setTimeout(120_000);
  const bidder = await openAs(browser, suitor);
  const items = (
    (await (await bidder.request.get(`${API_ORIGIN}/api/users/${owner.id}/collectibles`)).json()).payload.records as { id: string; name: string }[]
  ).sort((a, b) => a.name.localeCompare(b.name));
  expect(items).toHaveLength(2);
  const [first, second] = items as [{ id: string; name: string }, { id: string; name: string }];

  // An offer on the first item: the owner's first offers mail, with the one-click headers.
  await makeOffer(bidder, suitor, first.id, '11');
  const offerMail = await waitForMail(OPTOUT.email, withSubject('en', 'offer-received', { collectible: first.name }), {
    what: 'the first offer-received mail',
  });
  const headers = await headersOf(offerMail);
  expect(headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const oneClick = /<([^>]+)>/.exec(headers['list-unsubscribe'] ?? '')?.[1] ?? '';
  expect(new URL(oneClick).origin, 'the one-click URI is the API').toBe(API_ORIGIN);

  // What a mail client does: a bare form POST to that URI, no cookie, no page of ours.
  const unsubscribed = await fetch(oneClick, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
  expect(unsubscribed.status).toBe(200);
  expect((await unsubscribed.json()).payload).toEqual({ communications: true, category: 'offers' });

  // The next offers event for the owner: queued, and never sent.
  await makeOffer(bidder, suitor, second.id, '12');
  await expect
    .poll(async () => (await outboxOfKind(OPTOUT.email, 'offer-received')).map((entry) => entry.status), {
      message: 'the second offer-received mail is suppressed, the first was sent',
      timeout: 20_000,
    })
    .toEqual(['suppressed', 'sent']);
  expect(await outboxOfKind(OPTOUT.email, 'offers-digest'), 'no digest was written either').toEqual([]);
  const offersMails = await offersMailsAmong(await mailsTo(OPTOUT.email));
  expect(
    offersMails.map((mail) => mail.subject),
    'the only offers mail in the inbox is the one unsubscribed from',
  ).toEqual([offerMail.subject]);

  // A security notice still arrives: the owner signs in from a browser the account has not used.
  const newDevice = await browser.newContext();
  await signInThroughIdentityPage(await newDevice.newPage(), OPTOUT);
  await waitForMail(OPTOUT.email, withSubject('en', 'new-device-sign-in'), { what: 'the new-device security notice' });
  await expect.poll(async () => (await outboxOfKind(OPTOUT.email, 'new-device-sign-in')).map((entry) => entry.status)).toEqual(['sent']);

  await newDevice.close();
  await bidder.context().close();
});
