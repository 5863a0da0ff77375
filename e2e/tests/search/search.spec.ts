import { expect, type Page } from '@playwright/test';
import { test } from '../support/site-test';
import { expectNoAxeViolations } from '../support/axe';
import { localized, message } from '../support/catalogue';
import { expectNoSidewaysScroll } from '../support/phone-layout';
import { saveScreenshot } from '../support/screenshots';
import { SHELL_ORIGIN } from '../support/sessions';

const searchField = (page: Page, locale = 'en') => page.getByRole('banner').getByRole('combobox', { name: message(locale, 'shell:search.label') });

/** The header's field, once the suggestions' code has taken the plain field's place (it does on focus). */
async function focusSearch(page: Page, locale = 'en') {
  await page
    .getByRole('banner')
    .getByRole('searchbox', { name: message(locale, 'shell:search.label') })
    .or(searchField(page, locale))
    .focus();
  await expect(searchField(page, locale)).toBeFocused();
}

// The tests that open an address and look at it share a tab (`sharedTab`).
test.describe('the site search on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('suggests as one types; the arrows and Enter open an item, Enter on the text the results page, which a reload keeps', async ({ sharedTab: page }) => {
    // Three pages (home, a stack, the results) and a reload, with axe: more than the default half minute on a busy machine.
    test.setTimeout(60_000);
    await page.goto('/');
    await focusSearch(page);
    await page.keyboard.type('ruby');

    const listbox = page.getByRole('listbox', { name: message('en', 'shell:search.suggestions') });
    const items = listbox.getByRole('group', { name: message('en', 'shell:search.groups.items') });
    await expect(items.getByRole('option').first()).toContainText('Ruby Heart');
    await expect(items.getByRole('option').first().locator('img')).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'search-suggestions-desktop');

    await page.keyboard.press('ArrowDown');
    await expect(items.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${SHELL_ORIGIN}/market/diamond-dreams/stack/dd-ruby-heart`);

    // The field still holds 'ruby' (the header stays across pages): the person replaces it with a new text.
    await focusSearch(page);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('ring');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${SHELL_ORIGIN}/search?q=ring`);
    const heading = page.getByRole('heading', { level: 1, name: message('en', 'shell:search.resultsHeading', { query: 'ring' }) });
    await expect(heading).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(message('en', 'shell:search.groups.items')) })).toBeVisible();

    await page.reload();
    await expect(heading).toBeVisible();
    await expect(page.getByRole('link', { name: /Emerald Ring/ })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(message('en', 'shell:routes.search.title')));
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'search-results-desktop');
  });

  test('a text nothing matches says so on the results page and what to try, in Japanese too', async ({ sharedTab: page }) => {
    await page.goto(localized('ja', '/search?q=zzqx'));

    await expect(page.getByText(message('ja', 'shell:search.emptyTitle', { query: 'zzqx' }))).toBeVisible();
    await expect(page.getByText(message('ja', 'shell:search.emptyBody'))).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'search-empty-ja');
  });

  test('the header keeps every control on one row at 768 and 1280 px, the language labelled, in English and Japanese', async ({ sharedTab: page }) => {
    for (const locale of ['en', 'ja'] as const) {
      for (const width of [768, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(localized(locale, '/'));
        const header = page.getByRole('banner');
        await expect(header.getByRole('combobox', { name: message(locale, 'nav.language') })).toBeVisible();
        await expect(header.getByText(message(locale, 'nav.language'), { exact: true })).toBeVisible();
        const search =
          width >= 1120
            ? header.getByRole('searchbox', { name: message(locale, 'shell:search.label') })
            : header.getByRole('button', { name: message(locale, 'shell:search.open') });
        await expect(search).toBeVisible();
        await expectNoSidewaysScroll(page);
        await saveScreenshot(header, `search-header-${width}-${locale}`);
      }
    }
  });
});

test.describe('the site search on a phone', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('the search is a button that opens a field across the header, whose suggestions lead on', async ({ sharedTab: page }) => {
    for (const locale of ['en', 'ja'] as const) {
      await page.goto(localized(locale, '/'));
      await expect(page.getByRole('banner').getByRole('searchbox')).toBeHidden();
      await saveScreenshot(page.getByRole('banner'), `search-header-360-${locale}`);
    }

    await page.getByRole('button', { name: message('ja', 'shell:search.open') }).click();
    await expect(searchField(page, 'ja')).toBeFocused();
    await page.keyboard.type('opal');
    await expect(page.getByRole('option', { name: /Opal Tiara/ })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'search-suggestions-phone-ja');

    await page.getByRole('option', { name: message('ja', 'shell:search.seeAll', { query: 'opal' }) }).click();
    await expect(page).toHaveURL(`${SHELL_ORIGIN}/ja/search?q=opal`);
    await expect(page.getByRole('link', { name: /Opal Tiara/ })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, 'search-results-phone-ja');
  });
});
