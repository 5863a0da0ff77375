import { expect, type Page } from '@playwright/test';
import { test } from '../support/site-test';
import { expectNoAxeViolations } from '../support/axe';
import { localized, message, pageTitle } from '../support/catalogue';
import { expectNoSidewaysScroll, expectTwoColumns } from '../support/phone-layout';
import { expectPicturesOnScreenShown } from '../support/pictures';
import { saveScreenshot } from '../support/screenshots';
import { API_ORIGIN, declineWalletPrompt, modalDialog, SEED_DEMO, signInThroughApi } from '../support/sessions';

/**
 * The collection, a collectible's page and a public profile. The demo user only looks (their collection
 * is other suites' too, so no count is asserted and nothing is sold); the visitor reads the collector's
 * public pages, whose listings the seed sets.
 */

const MISSING_COLLECTIBLE = '00000000-0000-4000-8000-000000000000';

async function userIdOf(page: Page, username: string): Promise<string> {
  const answer = await page.request.get(`${API_ORIGIN}/api/users/${username}`);
  return (await answer.json()).payload.id as string;
}

const grid = (page: Page, name: string) => page.getByRole('list', { name, exact: true });

test('the demo user filters and pages their collection, opens a collectible and its selling dialog', async ({ page }) => {
  test.setTimeout(120_000);
  const en = (key: string, values?: Record<string, string>) => message('en', key, values);
  await page.setViewportSize({ width: 1280, height: 900 });
  // demo@ has no wallet: the sign-in offers one, declined (the tab remembers, so later loads do not ask again).
  await signInThroughApi(page, { ...SEED_DEMO, redirect: '/user-portal/collection' });
  await declineWalletPrompt(page);
  await expect(page.getByRole('heading', { level: 1, name: en('routes.portalCollection.heading') })).toBeVisible();
  const cards = grid(page, en('collection.gridLabel')).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  await expect(cards).toHaveCount(10);
  // Copies of one set are told apart by their serial, as on the market's stack page.
  await expect(cards.first()).toContainText(/No\. \d+\/\d+/);

  // Paging: page 2 is in the address, and its cards are others.
  const firstName = await cards.first().getByRole('img').getAttribute('alt');
  await page
    .getByRole('navigation', { name: en('catalogue.pager.label') })
    .getByRole('link', { name: en('catalogue.pager.page', { page: '2' }) })
    .click();
  await expect(page).toHaveURL(/\/user-portal\/collection\?page=2$/);
  await expect(cards.first().getByRole('img')).not.toHaveAttribute('alt', firstName ?? '');

  // A rarity chip narrows the grid and goes into the address (back on page 1); so does a game.
  const rarity = page.getByRole('group', { name: en('collection.filters.rarity') });
  const firstTier = rarity.getByRole('checkbox').first();
  await firstTier.check();
  await expect(page).toHaveURL(/\?rarity=[a-z]+$/);
  const tier = new URL(page.url()).searchParams.get('rarity') ?? '';
  await expect(cards.first()).toBeVisible();
  await expect(cards.filter({ hasNotText: en(`rarity.${tier}`) })).toHaveCount(0);
  await page.getByRole('button', { name: 'Elemental Raiders', exact: true }).click();
  await expect(page).toHaveURL(/\?game=elemental-raiders$/);
  await expect(page.getByRole('button', { name: 'Elemental Raiders', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(cards.first()).toContainText(/received/i);
  await expectNoAxeViolations(page);
  await expectPicturesOnScreenShown(page);
  await saveScreenshot(page, 'collection-en-1280');

  // An owned copy opens the merchant's selling dialog (closed again: nothing is sold).
  const firstCard = cards.first();
  const name = (await firstCard.getByRole('img').getAttribute('alt')) ?? '';
  await firstCard.getByRole('button', { name: en('collection.card.manageLabel', { name }) }).click();
  const dialog = modalDialog(page, 'selling');
  await expect(dialog.getByRole('heading', { name: en('selling.dialogHeading') })).toBeVisible();
  await expect(dialog.getByText(name)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Its page: art, name, rarity, the owner (demo) linking to their profile, and the same dialog.
  await firstCard.getByRole('link').click();
  await expect(page).toHaveURL(/\/collectible\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveTitle(pageTitle('en', name));
  const demoId = await userIdOf(page, 'demo');
  await expect(page.getByRole('link', { name: 'Demo', exact: true })).toHaveAttribute('href', `/user/${demoId}`);
  await expect(
    page.getByRole('button', { name: en('collectible.actions.list') }).or(page.getByRole('button', { name: en('collectible.actions.changeListing') })),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await expectPicturesOnScreenShown(page);
  await saveScreenshot(page, 'collectible-owner-en-1280');
  await page.getByRole('button', { name: /^See offers/ }).click();
  await expect(dialog.getByRole('heading', { name: en('selling.dialogHeading') })).toBeVisible();
  await page.keyboard.press('Escape');

  // On a phone, in Japanese: two columns, nothing sideways.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(localized('ja', '/user-portal/collection'));
  const jaCards = grid(page, message('ja', 'collection.gridLabel')).getByRole('listitem');
  await expect(jaCards.nth(1)).toBeVisible();
  await expectTwoColumns(page, jaCards);
  await expectNoAxeViolations(page);
  await expectPicturesOnScreenShown(page);
  await saveScreenshot(page, 'collection-ja-360');
});

test("a visitor reads another user's public profile, collection and a collectible with its owner link", async ({ page }) => {
  test.setTimeout(90_000);
  const collectorId = await userIdOf(page, 'collector');

  for (const { locale, viewport } of [
    { locale: 'en', viewport: { width: 1280, height: 900 } },
    { locale: 'ja', viewport: { width: 360, height: 780 } },
  ]) {
    const t = (key: string, values?: Record<string, string>) => message(locale, key, values);
    await page.setViewportSize(viewport);
    await page.goto(localized(locale, `/user/${collectorId}`));
    await expect(page.getByRole('heading', { level: 1, name: 'Collector' })).toBeVisible();
    const cards = grid(page, t('collection.gridLabelOf', { name: 'Collector' })).getByRole('listitem');
    await expect(cards.nth(1)).toBeVisible();
    await expect(page).toHaveTitle(pageTitle(locale, 'Collector'));
    // The seed's people joined before the items they hold (January 2025), whenever the seed ran.
    const since = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long' }).format(new Date('2025-01-15T12:00:00Z'));
    await expect(page.getByText(t('profile.memberSince', { date: since }))).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(`^${t('collection.card.manage')}`) })).toHaveCount(0);
    if (viewport.width === 360) await expectTwoColumns(page, cards);
    await expectNoAxeViolations(page);
    await expectPicturesOnScreenShown(page);
    await saveScreenshot(page, `profile-${locale}-${viewport.width}`);

    await cards.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/collectible\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('link', { name: 'Collector', exact: true })).toHaveAttribute('href', localized(locale, `/user/${collectorId}`));
    await expect(page.getByRole('link', { name: t('collectible.actions.signInToOffer') })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await expectPicturesOnScreenShown(page);
    await saveScreenshot(page, `collectible-visitor-${locale}-${viewport.width}`);
  }
});

test('an unknown collectible is the 404 page', async ({ page }) => {
  await page.goto(`/collectible/${MISSING_COLLECTIBLE}`);
  await expect(page.getByRole('heading', { level: 1, name: message('en', 'collectible.notFound.heading') })).toBeVisible();
  await expect(page.locator('[data-page="not-found"]')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a collection the API fails to read says so with a retry, never that it is empty', async ({ page }) => {
  test.setTimeout(60_000);
  const en = (key: string, values?: Record<string, string>) => message('en', key, values);
  await signInThroughApi(page, { ...SEED_DEMO, redirect: '/user-portal' });
  await declineWalletPrompt(page);
  // Every read of the collection's page fails (its filters still answer), retries included.
  let failing = true;
  await page.route(/\/api\/users\/[^/]+\/collectibles\?/, async (route) => {
    if (!failing) return route.fallback();
    const origin = route.request().headers().origin ?? '*';
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true', vary: 'Origin' },
      body: JSON.stringify({ error: 'Internal Server Error' }),
    });
  });
  await page.goto('/user-portal/collection');
  await expect(page.getByText(en('collection.loadError'))).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(en('collection.empty.title'))).toHaveCount(0);
  await expect(page.getByText(en('collection.count_other', { count: '0' }))).toHaveCount(0);
  await expectNoAxeViolations(page);

  failing = false;
  await page.getByRole('button', { name: en('catalogue.loadError.retry') }).click();
  await expect(grid(page, en('collection.gridLabel')).getByRole('listitem').first()).toBeVisible();
});
