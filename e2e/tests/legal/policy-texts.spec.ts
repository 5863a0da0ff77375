import { expect, type Page } from '@playwright/test';
import englishPrivacy from '../../../mfe-legal/src/policies/documents/en/privacy';
import englishTerms from '../../../mfe-legal/src/policies/documents/en/terms';
import japanesePrivacy from '../../../mfe-legal/src/policies/documents/ja/privacy';
import japaneseTerms from '../../../mfe-legal/src/policies/documents/ja/terms';
import type { PolicyDocument } from '../../../mfe-legal/src/policies/policy-document';
import { expectNoAxeViolations } from '../support/axe';
import { localized, message } from '../support/catalogue';
import { expectNoSidewaysScroll } from '../support/phone-layout';
import { saveScreenshot } from '../support/screenshots';
import { test } from '../support/site-test';

/** The published texts the pages must show in full: the terms and the privacy policy, in English and Japanese. */
const TEXTS: readonly { locale: 'en' | 'ja'; policy: 'terms' | 'privacy'; document: PolicyDocument }[] = [
  { locale: 'en', policy: 'terms', document: englishTerms },
  { locale: 'ja', policy: 'terms', document: japaneseTerms },
  { locale: 'en', policy: 'privacy', document: englishPrivacy },
  { locale: 'ja', policy: 'privacy', document: japanesePrivacy },
];

const contentsOf = (page: Page, locale: string) => page.getByRole('navigation', { name: message(locale, 'policies.contents') });

/** The anchors and headings a reader can jump to: every section, then "What changed" where the policy keeps a change log. */
function contentsEntries(locale: string, document: PolicyDocument): { id: string; heading: string }[] {
  const entries = document.sections.map(({ id, heading }) => ({ id, heading }));
  return document.changeLog ? [...entries, { id: 'what-changed', heading: message(locale, 'policies.whatChanged') }] : entries;
}

/** Every section is on the page under its anchor with its heading, and the contents link to each, in order. */
async function expectSectionsAndContents(page: Page, locale: string, document: PolicyDocument): Promise<void> {
  const entries = contentsEntries(locale, document);
  const links = contentsOf(page, locale).getByRole('link');
  await expect(links).toHaveCount(entries.length);
  expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))).toEqual(entries.map(({ id }) => `#${id}`));
  for (const { id, heading } of entries) await expect(page.locator(`article section#${id} > h2`)).toHaveText(heading);
}

for (const { locale, policy, document } of TEXTS) {
  test(`the ${policy} in ${locale} show every section and their contents, at 1280 px and at 360 px`, async ({ page }) => {
    await page.goto(localized(locale, `/legal/${policy}`));
    await expect(page.locator(`[data-policy="${policy}"]`)).toHaveAttribute('data-version', document.version);

    await expectSectionsAndContents(page, locale, document);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, `legal-${policy}-1280-${locale}`);

    await page.setViewportSize({ width: 360, height: 740 });
    const toggle = page.getByRole('button', { name: message(locale, 'policies.contents') });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expectSectionsAndContents(page, locale, document);
    await saveScreenshot(page, `legal-${policy}-360-${locale}-contents`);
    await expectNoSidewaysScroll(page);
  });
}

test('the terms end with what changed in each version, and the contents jump there', async ({ page }) => {
  await page.goto('/legal/terms');
  await contentsOf(page, 'en')
    .getByRole('link', { name: message('en', 'policies.whatChanged') })
    .click();

  await expect(page).toHaveURL(/\/legal\/terms#what-changed$/);
  const listing = page.locator('section#what-changed');
  await expect(listing.locator('h2')).toBeInViewport();
  await expect(listing.getByRole('heading', { level: 3 })).toHaveText(
    englishTerms.changeLog!.map(({ version }, index) => `Version ${version}${index === 0 ? 'in force' : ''}`),
  );
  for (const change of englishTerms.changeLog![0]!.changes) await expect(listing.getByText(change)).toBeVisible();
  await saveScreenshot(page, 'legal-terms-what-changed-1280-en');
});

test('the privacy policy’s tables fit a 360 px screen in Japanese, each right links to its page, and they read as tables at 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/ja/legal/privacy#your-rights');

  const rights = page.locator('section#your-rights');
  await expect(rights.locator('h2')).toBeInViewport();
  await expect(rights.getByRole('row', { name: /データの消去/ }).getByRole('link')).toHaveAttribute('href', '/ja/user-portal/account');
  await expect(rights.getByRole('row', { name: /アクセス権/ }).getByRole('link')).toHaveAttribute('href', '/ja/export');
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, 'legal-privacy-rights-360-ja');

  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/ja/legal/privacy#retention');
  const retention = page.locator('section#retention');
  await expect(retention.getByRole('row', { name: /^エラーレポート/ })).toContainText('90日間');
  await saveScreenshot(page, 'legal-privacy-retention-1280-ja');
});
