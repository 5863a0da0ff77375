import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import { test } from '../support/site-test';
import { Wallet } from 'ethers';
import { expectNoAxeViolations } from '../support/axe';
import { localized, message } from '../support/catalogue';
import { saveScreenshot } from '../support/screenshots';
import { API_ORIGIN, modalDialog, SHELL_ORIGIN, signInThroughApi } from '../support/sessions';
import { buyFromTheMarket, expectOwner, listThroughApi } from '../support/market-trades';
import { apiAs, registerWallet, selfOf } from '../support/wallet';

/**
 * The selling journey: a seller lists what they own (from the market's stack page, in the selling
 * dialog), changes the price, withdraws it and lists it again; a second person buys it through the
 * checkout; an offer is made and accepted. Every act that commits a collectible or GEM is signed in the
 * wallet's own dialog. The two people are seeded for this suite alone (trader, patron), so their
 * balances move only by what happens here; the collectibles are copies of market-only sets no other
 * suite touches, bought from the market's seeded sellers first.
 */

// The two tests move the same two balances: one after the other.
test.describe.configure({ mode: 'serial' });

const MERCHANT = 'diamond-dreams';
const LISTED_SET = 'dd-topaz-teardrop';
const OFFERED_MERCHANT = 'elemental-raiders';
const OFFERED_SET = 'er-tide-pendant';
const WALLET_PASSWORD = 'selling-e2e-wallet-1';
const LOCAL_GEM_CONTRACT = '0xdc1c13a8fE12ae2469EC8fe23922f0e68E45Dd16';
const WEI_PER_GEM = 10n ** 18n;

const TRADER = { email: 'trader@marketplace.test', password: 'trader-password-1' };
const PATRON = { email: 'patron@marketplace.test', password: 'patron-password-1' };

interface Person {
  id: string;
  wallet: ReturnType<typeof Wallet.createRandom>;
  state: Awaited<ReturnType<BrowserContext['storageState']>>;
}

let trader: Person;
let patron: Person;
let listedCollectible: string;
let offeredCollectible: string;

const gem = (amount: string) => {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole) * WEI_PER_GEM + BigInt(fraction.padEnd(18, '0').slice(0, 18));
};

/** Signs the person in (through the API, as the identity page would) and gives them a wallet whose key the test also holds. */
async function preparePerson(browser: Browser, account: { email: string; password: string }): Promise<Person> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThroughApi(page, account);
  const wallet = Wallet.createRandom();
  await registerWallet(page, wallet, WALLET_PASSWORD);
  const { id } = await selfOf(page.request);
  const person = { id, wallet, state: await context.storageState() };
  await context.close();
  return person;
}

async function open(browser: Browser, person: Person, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ storageState: person.state, viewport });
  return context.newPage();
}

/** The person's exact GEM balance, in wei, from the ledger's BscScan-compatible answer. */
async function balanceWei(page: Page, person: Person): Promise<bigint> {
  const query = new URLSearchParams({ module: 'account', action: 'tokenbalance', contractaddress: LOCAL_GEM_CONTRACT, address: person.wallet.address });
  const answer = await page.request.get(`${API_ORIGIN}/explorer/api?${query}`);
  return BigInt((await answer.json()).result as string);
}

/** Confirms the wallet's own signature dialog, with the wallet password when the key is not open yet. */
async function signInWalletDialog(page: Page, locale = 'en'): Promise<void> {
  const dialog = modalDialog(page, 'wallet-sign');
  await expect(dialog.getByRole('heading', { name: message(locale, 'wallet.signHeading') })).toBeVisible();
  const password = dialog.getByLabel(message(locale, 'wallet.walletPassword'), { exact: true });
  if (await password.count()) await password.fill(WALLET_PASSWORD);
  await dialog.getByRole('button', { name: message(locale, 'wallet.signAction'), exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** From the set's stack page: the selling dialog of the person's copy, a price, the wallet, and the new listing's page. */
async function listFromStackPage(page: Page, price: string, { screenshots = false } = {}): Promise<string> {
  const t = (key: string, values?: Record<string, string>) => message('en', key, values);
  await page.goto(`/market/${MERCHANT}/stack/${LISTED_SET}`);
  await page.getByRole('button', { name: t('selling.sellButton') }).click();
  const dialog = modalDialog(page, 'selling');
  await expect(dialog.getByRole('heading', { name: t('selling.dialogHeading') })).toBeVisible();
  await dialog.getByRole('textbox', { name: t('selling.price.label') }).fill(price);
  await expect(dialog.getByText(t('selling.amounts.youReceive')).locator('xpath=..')).toContainText(`${Number(price).toFixed(2)} GEM`);
  if (screenshots) {
    await saveScreenshot(page, 'selling-dialog');
    await expectNoAxeViolations(page, 'dialog[open]');
  }
  await dialog.getByRole('button', { name: t('selling.list.submitAt', { price: `${Number(price).toFixed(2)} GEM` }) }).click();
  await signInWalletDialog(page);
  await expect(dialog.getByText(t('selling.list.listed', { price: `${Number(price).toFixed(2)} GEM` }))).toBeVisible();
  if (screenshots) await saveScreenshot(page, 'selling-dialog-listed');
  await dialog.getByRole('link', { name: t('selling.list.view') }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/market/${MERCHANT}/[0-9a-f-]{36}$`));
  return new URL(page.url()).pathname.split('/').pop() as string;
}

async function listingOf(page: Page, merchantId: string, listingId: string) {
  return (await (await page.request.get(`${API_ORIGIN}/api/merchants/${merchantId}/market/${listingId}`)).json()).payload as { price: string; status: string };
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  [trader, patron] = await Promise.all([preparePerson(browser, TRADER), preparePerson(browser, PATRON)]);
  const page = await open(browser, trader);
  listedCollectible = await buyFromTheMarket(page, trader, MERCHANT, LISTED_SET);
  offeredCollectible = await buyFromTheMarket(page, trader, OFFERED_MERCHANT, OFFERED_SET);
  await page.context().close();
});

test('a seller lists, reprices and withdraws an item, lists it again, and a second person buys it: both balances move by price and fee', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const seller = await open(browser, trader);
  const buyer = await open(browser, patron);
  const [sellerBefore, buyerBefore] = [await balanceWei(seller, trader), await balanceWei(buyer, patron)];

  // Listed from the stack page's selling dialog, signed in the wallet's.
  const firstListing = await listFromStackPage(seller, '30', { screenshots: true });
  expect(await listingOf(seller, MERCHANT, firstListing)).toMatchObject({ price: '30.0', status: 'ACTIVE' });

  // The price changes on the listing's page, typed with German digits, and is signed again.
  const de = (key: string, values?: Record<string, string>) => message('de', key, values);
  await seller.goto(localized('de', `/market/${MERCHANT}/${firstListing}`));
  await seller.getByRole('button', { name: de('selling.listing.changePrice') }).click();
  const newPrice = seller.getByRole('textbox', { name: de('selling.price.newLabel') });
  await expect(newPrice).toHaveValue('30,00');
  await newPrice.fill('28,5');
  await saveScreenshot(seller, 'selling-reprice-de');
  await expectNoAxeViolations(seller, `section[aria-label="${de('selling.panelLabel')}"]`);
  await seller.getByRole('button', { name: de('selling.listing.savePrice') }).click();
  await signInWalletDialog(seller, 'de');
  await expect(seller.getByText(de('selling.listing.repriced', { price: '28.50 GEM' }))).toBeVisible();
  expect(await listingOf(seller, MERCHANT, firstListing)).toMatchObject({ price: '28.5', status: 'ACTIVE' });

  // Withdrawn after a confirmation; nothing to sign.
  await seller.getByRole('button', { name: de('selling.listing.withdraw') }).click();
  await seller.getByRole('button', { name: de('selling.listing.withdrawYes') }).click();
  await expect(seller.getByText(de('selling.listing.withdrawnState'))).toBeVisible();
  expect(await listingOf(seller, MERCHANT, firstListing)).toMatchObject({ status: 'CANCELLED' });
  // Back to English with the switcher: the German address is remembered, and English ones would open in German.
  await seller.getByLabel(de('nav.language')).selectOption('en');
  await expect(seller).toHaveURL(new RegExp(`^${SHELL_ORIGIN}/market/${MERCHANT}/${firstListing}$`));

  // Listed again, and bought by the second person through the checkout.
  const listingId = await listFromStackPage(seller, '25');
  await buyer.goto(`/market/${MERCHANT}/${listingId}`);
  await buyer.getByRole('button', { name: message('en', 'buy.buy') }).click();
  await expect(buyer).toHaveURL(/\/user-portal\/mint\/[0-9a-f-]{36}$/);
  const mintId = new URL(buyer.url()).pathname.split('/').pop() as string;
  await buyer.getByRole('button', { name: message('en', 'mint.confirm') }).click();
  await signInWalletDialog(buyer);
  await expect(buyer.getByText(message('en', 'mint.outcome.paid'))).toBeVisible();
  await expectOwner(buyer, listedCollectible, patron);

  const mint = (await apiAs(buyer.request, 'GET', `/api/users/self/mints/${mintId}`)).body.payload as { price: string; fee: string };
  expect(gem(mint.price)).toBe(gem('25'));
  expect(gem(mint.fee)).toBeGreaterThan(0n);
  expect(await balanceWei(seller, trader)).toBe(sellerBefore + gem('25'));
  expect(await balanceWei(buyer, patron)).toBe(buyerBefore - gem('25') - gem(mint.fee));
  await seller.context().close();
  await buyer.context().close();
});

test('an offer made on a phone in Japanese is accepted by the owner: the collectible and the GEM change hands', async ({ browser }) => {
  test.setTimeout(180_000);
  const seller = await open(browser, trader);
  const bidder = await open(browser, patron, { width: 360, height: 800 });
  const [sellerBefore, bidderBefore] = [await balanceWei(seller, trader), await balanceWei(bidder, patron)];

  // The owner's listing of the second collectible, signed by their wallet (the listing flow is above).
  const listingId = await listThroughApi(seller, trader, offeredCollectible, '40');
  const listingPath = `/market/${OFFERED_MERCHANT}/${listingId}`;

  // The offer, at 360 px in Japanese: the amount, the fee on top, the wallet.
  const ja = (key: string, values?: Record<string, string>) => message('ja', key, values);
  await bidder.goto(localized('ja', listingPath));
  await bidder.getByRole('textbox', { name: ja('selling.price.offerLabel') }).fill('12');
  await expect(bidder.getByText(ja('selling.amounts.youPay')).locator('xpath=..')).toContainText('GEM');
  const panel = `section[aria-label="${ja('selling.panelLabel')}"]`;
  await saveScreenshot(bidder.locator(panel), 'selling-offer-ja-360');
  await expectNoAxeViolations(bidder, panel);
  await bidder.getByRole('button', { name: ja('selling.offer.submitAt', { price: '12.00 GEM' }) }).click();
  await signInWalletDialog(bidder, 'ja');
  await expect(bidder.getByText(ja('selling.offer.made', { price: '12.00 GEM' }))).toBeVisible();

  // The owner sees it on their listing's page and accepts it, signed.
  const t = (key: string, values?: Record<string, string>) => message('en', key, values);
  await seller.goto(listingPath);
  await seller.getByRole('button', { name: t('selling.offers.acceptLabel', { price: '12.00 GEM', name: 'Patron' }) }).click();
  await saveScreenshot(seller, 'selling-offer-accept');
  await seller.getByRole('button', { name: t('selling.offers.acceptYes') }).click();
  await signInWalletDialog(seller);
  await expect(seller.getByText(t('selling.offers.accepted', { price: '12.00 GEM', name: 'Patron' }))).toBeVisible();

  await expectOwner(seller, offeredCollectible, patron);
  const transactions = (await apiAs(bidder.request, 'GET', '/api/users/self/transactions?page=1&pageSize=10')).body.payload.records as {
    kind: string;
    collectibleId: string;
    amount: string;
    fee: string;
  }[];
  const sale = transactions.find((record) => record.kind === 'OFFER' && record.collectibleId === offeredCollectible);
  expect(sale && gem(sale.amount)).toBe(gem('12'));
  expect(sale && gem(sale.fee)).toBeGreaterThan(0n);
  expect(await balanceWei(seller, trader)).toBe(sellerBefore + gem('12'));
  expect(await balanceWei(bidder, patron)).toBe(bidderBefore - gem('12') - gem(sale?.fee ?? '0'));
  expect(await listingOf(seller, OFFERED_MERCHANT, listingId)).toMatchObject({ status: 'CANCELLED' });
  await seller.context().close();
  await bidder.context().close();
});
