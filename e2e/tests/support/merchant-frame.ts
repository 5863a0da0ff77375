import { expect, type Page } from '@playwright/test';
import { localized, message } from './catalogue';

/** The merchant's tabs mark `area` ('store', 'market', 'craft') as the page shown. */
export async function expectCurrentArea(page: Page, locale: string, merchant: string, area: string): Promise<void> {
  const tabs = page.getByRole('navigation', { name: message(locale, 'merchantFrame.areasLabel', { merchant }) });
  await expect(tabs.getByRole('link', { name: message(locale, `merchantFrame.area.${area}`) })).toHaveAttribute('aria-current', 'page');
}

/** An inactive or unknown merchant's page is the translated 404 'Merchant not found' (spec §2). */
export async function expectMerchantNotFound(page: Page, locale: string, path: string): Promise<void> {
  await page.goto(localized(locale, path));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message(locale, 'notFound.merchantHeading'));
}

/** What a merchant's store, market or craft does not have is its 404, headed by what is missing, with the way back to the list. */
export async function expectAreaNotFound(page: Page, { heading, back, backHref }: { heading: string; back: string; backHref: string }): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.getByText('404')).toBeVisible();
  await expect(page.getByRole('link', { name: back })).toHaveAttribute('href', backHref);
}
