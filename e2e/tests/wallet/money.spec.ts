import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { message } from '../support/catalogue';
import { onboardNewcomer, prefixOf, signInWallet } from '../support/newcomer';
import { expectNoSidewaysScroll } from '../support/phone-layout';
import { saveScreenshot } from '../support/screenshots';
import { API_ORIGIN } from '../support/site-origins';
import { test } from '../support/site-test';
import { selfOf } from '../support/wallet';

const MERCHANT = 'diamond-dreams';
const DEPOSIT = '100';
const SENT = '10';

interface StoreItem {
  id: string;
  price: string;
  supplyLeft: number;
  collectible: { id: string; name: string };
}

/**
 * A store item the deposit pays for with room to spare: of the sets under 30 GEM still in stock, the
 * `rank`-th dearest, so the two runs (which may go side by side) never reach for the same copy.
 */
async function affordableItem(page: Page, rank: number): Promise<StoreItem> {
  const response = await page.request.get(`${API_ORIGIN}/api/merchants/${MERCHANT}/store?groupBy=SET&pageSize=50`);
  const items = ((await response.json()).payload.records as StoreItem[]).filter((item) => Number(item.price) <= 30 && item.supplyLeft > 0);
  items.sort((a, b) => Number(b.price) - Number(a.price));
  expect(items.length, 'an affordable store item').toBeGreaterThan(rank);
  return items[rank]!;
}

const RUNS = [
  { locale: 'en', viewport: { width: 1280, height: 900 }, itemRank: 0 },
  { locale: 'ja', viewport: { width: 360, height: 780 }, itemRank: 1 },
] as const;

for (const { locale, viewport, itemRank } of RUNS) {
  test.describe(`money in and out of the wallet (${locale}, ${viewport.width} px)`, () => {
    test.use({ viewport });
    const t = (key: string, values?: Record<string, string>) => message(locale, key, values);
    const prefix = prefixOf(locale);

    test('a newcomer adds GEM through the deposit stand-in, buys a store item, and sends part of the balance to another person, who sees it arrive', async ({
      page,
      browser,
    }) => {
      test.setTimeout(240_000);
      // The other person: signed up the same way, in a browser of their own.
      const recipientContext = await browser.newContext({ storageState: await page.context().storageState(), viewport });
      const recipientPage = await recipientContext.newPage();
      await onboardNewcomer(recipientPage, { locale, label: `money-recipient-${locale}` });
      const recipient = await selfOf(recipientPage.request);

      const { walletPassword } = await onboardNewcomer(page, { locale, label: `money-newcomer-${locale}` });
      const self = await selfOf(page.request);

      // No dead end: the item a newcomer wants says by how much the balance falls short and offers Add GEM.
      const item = await affordableItem(page, itemRank);
      const itemPath = `${prefix}/store/${MERCHANT}/${item.id}`;
      await page.goto(itemPath);
      const buying = page.getByRole('region', { name: t('merchant:buy.heading') });
      await buying.getByRole('link', { name: t('kit:balanceShortfall.addGem') }).click();

      // Receive: the wallet page, with the address, its QR code and the network (the header's balance leads here too).
      await expect(page).toHaveURL(new RegExp(`${prefix}/user-portal/wallet\\?return=`));
      await expect(page.getByTestId('header-balance')).toHaveAttribute('href', `${prefix}/user-portal/wallet`);
      await expect(page.getByRole('heading', { level: 1, name: t('wallet:routes.walletReceive.heading') })).toBeVisible();
      await expect(page.getByTestId('receive-address')).toHaveText(self.walletAddress!);
      await expect(page.getByRole('img', { name: t('wallet:walletMoves.receive.qrTitle') })).toBeVisible();
      await expect(page.getByText('BNB Smart Chain (BEP-20)')).toBeVisible();
      await expect(page.getByRole('heading', { name: t('wallet:walletMoves.receive.howHeading') })).toBeVisible();

      // The stand-in, labelled as such: pending, then confirmed, and the balance updated.
      const standIn = page.getByTestId('deposit-stand-in');
      await expect(standIn.getByRole('heading', { name: t('wallet:walletMoves.standIn.heading') })).toBeVisible();
      await standIn.getByLabel(t('wallet:walletMoves.standIn.amount')).fill(DEPOSIT);
      await standIn.getByRole('button', { name: t('wallet:walletMoves.standIn.action') }).click();
      const deposit = standIn.getByTestId('deposit-row').first();
      await expect(deposit).toHaveAttribute('data-status', 'PENDING');
      await expect(deposit).toContainText('100.00 GEM');
      await expect(deposit).toHaveAttribute('data-status', 'COMPLETE', { timeout: 20_000 });
      await expect(page.getByText(t('wallet:walletMoves.receive.arrivedAmount', { amount: '100.00 GEM' }))).toBeVisible();
      await expect(page.getByTestId('header-balance')).toContainText('100.00 GEM', { timeout: 15_000 });
      if (viewport.width < 400) await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await saveScreenshot(page, `wallet-receive-${locale}-${viewport.width}`);

      // Back to the item it came from, which the balance now pays: through the checkout, signed in the wallet.
      const place = t('wallet:walletMoves.places.store');
      await page.getByRole('link', { name: t('wallet:walletMoves.receive.back', { place }) }).click();
      await expect(page).toHaveURL(new RegExp(`${itemPath}$`));
      await buying.getByRole('button', { name: t('merchant:buy.buy') }).click();
      await page.waitForURL(/\/user-portal\/mint\/[0-9a-f-]{36}$/);
      await page.getByRole('button', { name: t('account:mint.confirm') }).click();
      await signInWallet(page, locale, walletPassword);
      await expect(page.getByText(t('account:mint.outcome.paid'))).toBeVisible();
      await expect(async () => {
        await page.goto(`${prefix}/user-portal/collection`);
        await expect(page.getByRole('link', { name: new RegExp(`^${item.collectible.name}`) }).first()).toBeVisible({ timeout: 3_000 });
      }).toPass({ timeout: 30_000 });

      // Send: part of the balance to the other person's address, signed in the wallet, pending then complete.
      await page.goto(`${prefix}/user-portal/wallet/send`);
      await expect(page.getByRole('heading', { level: 1, name: t('wallet:routes.walletSend.heading') })).toBeVisible();
      const to = page.getByLabel(t('wallet:walletMoves.send.to'));
      await to.fill(self.walletAddress!.toLowerCase());
      await to.blur();
      await expect(page.getByText(t('wallet:walletMoves.send.toProblems.own'))).toBeVisible();
      await to.fill(recipient.walletAddress!);
      await page.getByLabel(t('wallet:walletMoves.send.amount')).fill(SENT);
      const summary = page.getByTestId('send-summary');
      await expect(summary).toContainText('10.00 GEM');
      await expect(summary).toContainText('0.10 GEM');
      await expect(summary).toContainText('10.10 GEM');
      if (viewport.width < 400) await expectNoSidewaysScroll(page);
      await saveScreenshot(page, `wallet-send-form-${locale}-${viewport.width}`);
      await page.getByRole('button', { name: t('wallet:walletMoves.send.review') }).click();
      await expect(page.getByRole('heading', { name: t('wallet:walletMoves.send.confirmHeading') })).toBeVisible();
      await expect(page.getByTestId('send-recipient')).toHaveText(recipient.walletAddress!);
      await page.getByRole('button', { name: t('wallet:walletMoves.send.confirm') }).click();
      await signInWallet(page, locale, walletPassword);
      const progress = page.getByTestId('transfer-progress');
      await expect(progress).toBeVisible();
      await expect(progress).toHaveAttribute('data-status', 'COMPLETE', { timeout: 20_000 });
      await expect(progress).toContainText(recipient.walletAddress!);
      await expectNoAxeViolations(page);
      await saveScreenshot(page, `wallet-send-complete-${locale}-${viewport.width}`);

      // The other person sees it arrive: in the balance and in the activity, as GEM received.
      await recipientPage.goto(`${prefix}/user-portal/activity`);
      // Among the rows, not the kind filter's options, which carry the same words.
      const received = recipientPage.getByTestId('activity-row').filter({ hasText: t('account:activity.kinds.received') });
      await expect(received.first()).toBeVisible({ timeout: 15_000 });
      await expect(recipientPage.getByTestId('header-balance')).toContainText('10.00 GEM', { timeout: 15_000 });
      await saveScreenshot(recipientPage, `wallet-received-activity-${locale}-${viewport.width}`);
      await recipientContext.close();
    });
  });
}
