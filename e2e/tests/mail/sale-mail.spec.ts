import { expect } from '@playwright/test';
import { VENDOR_ANTIPHISHING_CODE } from '../../../api/src/seed/seed-mail-accounts';
import { localized, message } from '../support/catalogue';
import { headersOf, linksOf, waitForMail } from '../support/inbox';
import { antiphishingLine, flatTextOf, mailBody, withSubject } from '../support/mail-words';
import { expectOwner, listThroughApi } from '../support/market-trades';
import { API_ORIGIN, SHELL_ORIGIN } from '../support/sessions';
import { test } from '../support/site-test';
import { confirmInWallet, openAs, prepareWalletPerson, type WalletPerson } from '../support/wallet-person';

/**
 * A sale mails the seller: in the seller's language, with their antiphishing code, and the amount as the
 * site shows it. The seller (vendor: Japanese, a code, offers and sales e-mails on, one collectible) and the
 * buyer (customer) are seeded for this spec alone (`api/src/seed/seed-mail-accounts.ts`); the buyer goes
 * through the checkout, the settlement worker settles, the mail is read from the local inbox.
 */

const VENDOR = { email: 'vendor@marketplace.test', password: 'vendor-password-1' };
const CUSTOMER = { email: 'customer@marketplace.test', password: 'customer-password-1' };
const WALLET_PASSWORD = 'sale-mail-e2e-wallet-1';
const MERCHANT = 'elemental-raiders';
/** Four digits and a fraction: the mail must group and pad it as the pages do (`1,234.50 GEM`). */
const PRICE = '1234.5';
/** An amount as `formatGem` writes it. */
const GEM_AMOUNT = /\d[\d,]*\.\d{2} GEM/;

let vendor: WalletPerson;
let customer: WalletPerson;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(90_000);
  [vendor, customer] = await Promise.all([prepareWalletPerson(browser, VENDOR, WALLET_PASSWORD), prepareWalletPerson(browser, CUSTOMER, WALLET_PASSWORD)]);
});

test('a sale mails the seller in Japanese, with their antiphishing code and the amount their activity page shows', async ({ browser }) => {
  test.setTimeout(150_000);
  const seller = await openAs(browser, vendor);
  const buyer = await openAs(browser, customer);
  const [item] = (await (await seller.request.get(`${API_ORIGIN}/api/users/${vendor.id}/collectibles`)).json()).payload.records as {
    id: string;
    name: string;
  }[];
  expect(item, 'the seller owns the seeded collectible').toBeDefined();
  const listingId = await listThroughApi(seller, vendor, item!.id, PRICE);

  // The buyer through the checkout, signed in the wallet; the settlement worker hands the item over.
  const en = (key: string) => message('en', key);
  await buyer.goto(`/market/${MERCHANT}/${listingId}`);
  await buyer.getByRole('button', { name: en('buy.buy') }).click();
  await expect(buyer).toHaveURL(/\/user-portal\/mint\/[0-9a-f-]{36}$/);
  await buyer.getByRole('button', { name: en('mint.confirm') }).click();
  await confirmInWallet(buyer, customer);
  await expect(buyer.getByText(en('mint.outcome.paid'))).toBeVisible();
  await expectOwner(buyer, item!.id, customer);

  // What the seller's activity page says they received, as they read it.
  await seller.goto(localized('ja', '/user-portal/activity'));
  const sale = seller.getByTestId('activity-row').filter({ hasText: item!.name }).first();
  await expect(sale).toHaveAttribute('data-status', 'COMPLETE', { timeout: 20_000 });
  await expect(sale.getByText(message('ja', 'activity.kinds.sale'))).toBeVisible();
  const shown = GEM_AMOUNT.exec((await sale.locator('[data-cell="amount"]').textContent()) ?? '')?.[0];
  expect(shown, 'the activity row shows the amount').toBeDefined();

  // The mail: its Japanese subject, the code first, the same amount, and the activity page in Japanese.
  const mail = await waitForMail(VENDOR.email, withSubject('ja', 'item-sold', { collectible: item!.name }), { what: 'the item-sold mail' });
  const text = flatTextOf(mail);
  expect(text).toContain(antiphishingLine('ja', VENDOR_ANTIPHISHING_CODE));
  expect(text).toContain(mailBody('ja', 'item-sold', { collectible: item!.name, price: shown! }));
  expect(mail.html).toContain(VENDOR_ANTIPHISHING_CODE);
  expect(linksOf(mail)).toContain(`${SHELL_ORIGIN}/ja/user-portal/activity`);
  // An offers and sales mail: one click unsubscribes (RFC 8058).
  expect(await headersOf(mail)).toMatchObject({ 'list-unsubscribe-post': 'List-Unsubscribe=One-Click' });

  await seller.context().close();
  await buyer.context().close();
});
