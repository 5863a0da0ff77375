import { expect, test } from '@playwright/test';
import { localized, message, pageTitle } from './support/catalogue';
import { ROUTE_SAMPLES } from './support/route-samples';

const LOCALES = ['en', 'ja', 'de', 'fr'] as const;

for (const locale of LOCALES) {
  test.describe(`every route in ${locale}`, () => {
    for (const sample of ROUTE_SAMPLES) {
      if ('redirectsTo' in sample) {
        test(`${sample.path} leads to ${sample.redirectsTo}`, async ({ page }) => {
          await page.goto(localized(locale, sample.path));
          const target = new URL(localized(locale, sample.redirectsTo), 'http://127.0.0.1:8080');
          await expect(page).toHaveURL(target.href);
        });
        continue;
      }
      test(`${sample.path} shows its translated page`, async ({ page }) => {
        const values = { ...sample.values };
        for (const [name, key] of Object.entries(sample.translatedValues ?? {})) values[name] = message(locale, key);
        await page.goto(localized(locale, sample.path));
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(message(locale, sample.heading, values));
        await expect(page).toHaveTitle(pageTitle(locale, message(locale, sample.title, values)));
        await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', sample.layout);
        if (sample.remote) await expect(page.locator(`[data-remote="${sample.remote}"]`)).toBeVisible();
      });
    }
  });
}
