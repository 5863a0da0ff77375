import { expect, type Page } from '@playwright/test';
import { test } from './support/site-test';
import { matchPath } from 'react-router';
import { ROUTE_TABLE } from '../../shell/src/routing/route-table';
import { localized, message } from './support/catalogue';
import { expectNoSidewaysScroll } from './support/phone-layout';
import { saveScreenshot } from './support/screenshots';
import { SHELL_ORIGIN, SIGNED_IN_STATE } from './support/sessions';

/**
 * Pages of the route table that no menu needs to name, each with why. A redirect (the short forms such as
 * `/dashboard`, and `/auth…`) is no page of its own and is left out by its kind, not listed here.
 */
const NOT_IN_MENUS: Record<string, string> = {
  test: 'a debugging page: it leads home unless the runtime config turns debug on',
  admin: "the ADMIN's tool, opened by its address; no page of a user's account",
  loading: 'where the identity provider sends the browser back to while signing in',
  search: "the site search's results, reached from the header's search field (Enter, or its suggestions' last option)",
  'under-maintenance': 'where the maintenance guard sends everyone; nobody goes there by choice',
  'refresh-cache': "a repair step: linked from the cookie policy's text and given out by support",
  rescue: 'the wallet rescue, opened from the wallet-locked dialog when a key cannot be opened',
  'user/:id': "a person's profile, reached from their name wherever it is shown (offers, activity, a collectible)",
  'collectible/:id': 'one collectible, reached from the collection, store, market and activity lists',
  'user-portal/mint/:id': 'the checkout of one reserved mint, reached by buying an item of the store',
  'user-portal/collection/:id': "another person's collection, reached from their profile",
  'collection/:merchant': "one game's part of the collection, reached from the collection's game switch",
  'craft/:merchant/:id': 'one recipe, reached from the craft list',
  'craft/:merchant/category/:categoryId': "a craft category, reached from the craft page's tabs",
  'store/:merchant/:id': 'one store item, reached from the store list',
  'store/:merchant/category/:categoryId': "a store category, reached from the store page's tabs",
  'market/:merchant/:id': 'one listing, reached from the market list',
  'market/:merchant/stack/:setId': "one stack of a set's listings, reached from the market list",
};

/** Every page of the route table a signed-in person must find a link to in the header, the footer, the account menu or the dashboard. */
const PAGES_TO_REACH = ROUTE_TABLE.filter((entry) => entry.view.kind !== 'redirect' && !(entry.path in NOT_IN_MENUS)).map((entry) => `/${entry.path}`);

/** The paths of this site every visible link of the page leads to (its query and hash left off). */
async function visibleLinkPaths(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((links) => links.filter((link) => link.checkVisibility()).map((link) => (link as HTMLAnchorElement).href));
  return hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === SHELL_ORIGIN)
    .map((url) => url.pathname);
}

const accountMenuButton = (page: Page, locale = 'en') =>
  page.getByRole('banner').getByRole('button', { name: new RegExp(message(locale, 'header.accountMenu')) });

test.describe('every page is reachable', () => {
  test.use({ storageState: SIGNED_IN_STATE.user });

  test('each page of the route table is linked from the header, the footer, the account menu or the dashboard', async ({ page }) => {
    expect(Object.keys(NOT_IN_MENUS).filter((path) => !ROUTE_TABLE.some((entry) => entry.path === path))).toEqual([]);

    await page.goto('/user-portal/dashboard');
    await expect(page.getByTestId('dashboard-balance')).toBeVisible();
    await accountMenuButton(page).click();
    await expect(page.getByRole('navigation', { name: message('en', 'header.accountMenu') })).toBeVisible();
    const linked = await visibleLinkPaths(page);

    const unlinked = PAGES_TO_REACH.filter((pattern) => !linked.some((path) => matchPath({ path: pattern, end: true }, path)));
    expect(unlinked, 'pages no menu links to: link them, or say in NOT_IN_MENUS why nobody needs to').toEqual([]);
  });

  test('on a phone in Japanese the account menu fits the screen, scrolls inside itself and is walked with the keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto(localized('ja', '/'));
    await accountMenuButton(page, 'ja').click();
    const menu = page.getByRole('navigation', { name: message('ja', 'header.accountMenu') });
    await expect(menu).toBeVisible();

    const box = await menu.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    expect(box!.y + box!.height).toBeLessThanOrEqual(640);
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, 'account-menu-phone-ja');

    // The last item is signing out: End reaches it, scrolled into the menu's own view.
    await menu.getByRole('link', { name: message('ja', 'header.dashboard') }).focus();
    await page.keyboard.press('End');
    const signOut = menu.getByRole('button', { name: message('ja', 'session.signOut') });
    await expect(signOut).toBeFocused();
    await expect(signOut).toBeInViewport();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(accountMenuButton(page, 'ja')).toBeFocused();
  });
});
