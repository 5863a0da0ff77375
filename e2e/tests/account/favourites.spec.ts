import { type BrowserContext, expect, type Page } from '@playwright/test';
import { Wallet } from 'ethers';
import { DROPPED_SET, SEED_LISTER_USER, SEED_WATCHER_USER, WATCHED_SETS } from '../../../api/src/seed/seed-favourite-accounts';
import { expectNoAxeViolations } from '../support/axe';
import { message } from '../support/catalogue';
import { linksOf, waitForMail } from '../support/inbox';
import { flatTextOf, mailBody, withSubject } from '../support/mail-words';
import { listThroughApi } from '../support/market-trades';
import { expectNoSidewaysScroll } from '../support/phone-layout';
import { saveScreenshot } from '../support/screenshots';
import { API_ORIGIN, declineWalletPrompt, SHELL_ORIGIN, submitIdentityPage } from '../support/sessions';
import { test } from '../support/site-test';
import { apiAs, registerWallet } from '../support/wallet';
import { openAs, prepareWalletPerson } from '../support/wallet-person';

/**
 * Favourites: the heart on a card, pressed signed out, survives the sign-in and lands on the portal's
 * favourites page; a cheaper listing of a favourite tells the person by a notification and a mail. The
 * watcher (three seeded favourites, offers mails on) and the lister (an unlisted copy of the watched set)
 * are seeded for this spec alone (`api/src/seed/seed-favourite-accounts.ts`).
 */

const WATCHER = { email: SEED_WATCHER_USER.email, password: SEED_WATCHER_USER.password };
const LISTER = { email: SEED_LISTER_USER.email, password: SEED_LISTER_USER.password };
const MERCHANT = 'elemental-raiders';
/** A set on the market's first page (newest first, as seeded) the watcher has not favourited yet. */
const HEARTED = { setId: 'er-spirit-shard', name: 'Spirit Shard' };

const en = (key: string, values?: Record<string, string>) => message('en', key, values);
const heartOf = (page: Page, name: string) => page.getByRole('button', { name: en('favourites.button', { name }) });
const favouriteCards = (page: Page) => page.getByRole('list', { name: en('favourites.gridLabel') }).getByRole('listitem');

interface FavouriteRecord {
  setId: string;
  name: string;
  priceWhenFavourited: string | null;
  lowestPrice: string | null;
}

async function favouritesOf(page: Page): Promise<FavouriteRecord[]> {
  return (await apiAs(page.request, 'GET', '/api/users/self/favourites')).body.payload.records;
}

test.describe.configure({ mode: 'serial' });

let watcherContext: BrowserContext;

test.afterAll(async () => {
  await watcherContext?.close();
});

test('a heart pressed signed out is kept through the sign-in and shows on the favourites page', async ({ browser }) => {
  test.setTimeout(120_000);
  watcherContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await watcherContext.newPage();
  await page.goto(`/market/${MERCHANT}`);
  const heart = heartOf(page, HEARTED.name);
  await expect(heart).toHaveAttribute('aria-pressed', 'false');

  await heart.click();
  await page.waitForURL(/\/idp\/authorize/);
  await submitIdentityPage(page, WATCHER);
  await page.waitForURL(`${SHELL_ORIGIN}/market/${MERCHANT}`);
  await declineWalletPrompt(page);
  await expect(heartOf(page, HEARTED.name)).toHaveAttribute('aria-pressed', 'true');
  // A wallet, so the pages this test opens next offer none.
  await registerWallet(page, Wallet.createRandom(), 'watcher-wallet-1');
  await saveScreenshot(page, 'favourites-market-hearts');

  await page.goto('/user-portal/favourites');
  await expect(page.getByRole('heading', { name: en('routes.portalFavourites.heading') })).toBeVisible();
  await expect(favouriteCards(page)).toHaveCount(WATCHED_SETS.length + 1);
  await expect(favouriteCards(page).first()).toContainText(HEARTED.name);
  await expect(heartOf(page, HEARTED.name)).toHaveAttribute('aria-pressed', 'true');
  await saveScreenshot(page, 'favourites-page');
  await expectNoAxeViolations(page);
});

test('a listing below a favourite’s price tells the watcher once, by a notification and a mail, and the page shows the drop', async ({ browser }) => {
  test.setTimeout(150_000);
  const watcher = watcherContext.pages()[0]!;
  const before = (await favouritesOf(watcher)).find((record) => record.setId === DROPPED_SET);
  expect(before?.priceWhenFavourited, 'the watched set had a floor when favourited').toBeTruthy();
  const dropped = (Math.max(1, Math.floor(Number(before!.priceWhenFavourited) * 50)) / 100).toFixed(2);

  const lister = await prepareWalletPerson(browser, LISTER, 'lister-wallet-1');
  const listerPage = await openAs(browser, lister);
  const [copy] = (await (await listerPage.request.get(`${API_ORIGIN}/api/users/${lister.id}/collectibles`)).json()).payload.records as {
    id: string;
    name: string;
  }[];
  await listThroughApi(listerPage, lister, copy!.id, dropped);

  // The notification, in the watcher's inbox at once (the same transaction as the listing).
  const notifications = (await apiAs(watcher.request, 'GET', '/api/users/self/notifications?pageSize=20')).body.payload.records as {
    translationId: string;
    params: Record<string, string>;
  }[];
  expect(notifications.filter((entry) => entry.translationId === 'favourite.price-drop')).toEqual([
    expect.objectContaining({ params: expect.objectContaining({ collectible: copy!.name }) }),
  ]);

  // The mail: an offers and sales mail whose button opens the favourites page.
  const mail = await waitForMail(WATCHER.email, withSubject('en', 'favourite-price-drop', { collectible: copy!.name }), { what: 'the price-drop mail' });
  expect(flatTextOf(mail)).toContain(
    mailBody('en', 'favourite-price-drop', {
      collectible: copy!.name,
      price: `${dropped} GEM`,
      previousPrice: `${Number(before!.priceWhenFavourited).toFixed(2)} GEM`,
    }),
  );
  expect(linksOf(mail)).toContain(`${SHELL_ORIGIN}/user-portal/favourites`);

  // The page: the lowest now beside the price then, the drop said in words.
  await watcher.goto('/user-portal/favourites');
  const card = favouriteCards(watcher).filter({ hasText: copy!.name });
  await expect(card).toContainText(en('favourites.droppedFrom', { price: `${Number(before!.priceWhenFavourited).toFixed(2)} GEM` }));
  await expect(card).toContainText(en('favourites.now', { price: `${dropped} GEM` }));
  await saveScreenshot(watcher, 'favourites-page-drop');

  await watcher.setViewportSize({ width: 360, height: 780 });
  await watcher.reload();
  await expect(favouriteCards(watcher).first()).toBeVisible();
  await expectNoSidewaysScroll(watcher);
  await saveScreenshot(watcher, 'favourites-page-360');
  await listerPage.context().close();
});
