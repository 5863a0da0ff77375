import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { test } from '../support/site-test';
import { expectNoAxeViolations } from '../support/axe';
import { localized, message } from '../support/catalogue';
import { expectNoSidewaysScroll } from '../support/phone-layout';
import { saveScreenshot } from '../support/screenshots';
import { freshAccountWithoutWallet } from '../support/sessions';

const section = (page: Page, locale: string, titleKey: string) => page.getByRole('region', { name: message(locale, titleKey), exact: true });
const header = (page: Page) => page.getByRole('banner');

test('a new person sets their name, picture, banner, antiphishing code, communications, balance and language', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await freshAccountWithoutWallet(page, 'settings', '/user-portal/account');
  await expect(page).toHaveURL(/\/user-portal\/account$/);
  const en = (key: string, values?: Record<string, string>) => message('en', key, values);

  // Profile: a taken name is refused before submitting; a free one is said available and saved with a tagline.
  const profile = section(page, 'en', 'accountSettings.profile.title');
  const name = profile.getByRole('textbox', { name: en('accountSettings.profile.nameLabel') });
  const saveProfile = profile.getByRole('button', { name: en('accountSettings.save') });
  await name.fill('demo');
  await expect(profile.getByText(en('accountSettings.profile.nameTaken', { name: 'demo' }))).toBeVisible();
  await expect(saveProfile).toBeDisabled();

  const displayName = `Settler${randomUUID().slice(0, 8)}`;
  await name.fill(displayName);
  await expect(profile.getByText(en('accountSettings.profile.nameAvailable', { name: displayName }))).toBeVisible();
  await profile.getByRole('textbox', { name: en('accountSettings.profile.taglineLabel') }).fill('Collector of rare raiders');
  await saveProfile.click();
  await expect(page.getByText(en('accountSettings.profile.saved'))).toBeVisible();
  // The account menu's button names the person (its panel, closed, names them too).
  await expect(header(page).getByRole('button', { name: `${en('header.accountMenu')}: ${displayName}` })).toBeVisible();
  // The first name was free; the next change waits 30 days: the field says until when, the tagline stays editable.
  await expect(name).toBeDisabled();
  const [waitBefore] = en('accountSettings.profile.nameRuleWait', { days: '30' }).split('{{date}}');
  await expect(profile.getByText(waitBefore!)).toBeVisible();
  await expect(profile.getByRole('textbox', { name: en('accountSettings.profile.taglineLabel') })).toBeEditable();

  // Picture and banner: chosen with the arrow keys, each saved on its own; the header's avatar follows.
  const art = section(page, 'en', 'accountSettings.art.title');
  await art.getByRole('radio', { name: en('accountSettings.art.pictureInitial') }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(art.getByRole('radio', { name: en('accountSettings.art.pictureNumber', { number: '3' }) })).toBeChecked();
  await art.getByRole('button', { name: en('accountSettings.art.savePicture') }).click();
  await expect(page.getByText(en('accountSettings.art.pictureSaved'))).toBeVisible();
  await expect(header(page).locator('[data-picture="AVATAR3"]')).toBeVisible();

  // A click on the swatch, as a mouse user picks it (the radio itself is drawn by its label).
  await art.getByText(en('accountSettings.art.bannerNumber', { number: '4' }), { exact: true }).click();
  await expect(art.getByRole('radio', { name: en('accountSettings.art.bannerNumber', { number: '4' }) })).toBeChecked();
  await art.getByRole('button', { name: en('accountSettings.art.saveBanner') }).click();
  await expect(page.getByText(en('accountSettings.art.bannerSaved'))).toBeVisible();

  // Antiphishing code.
  const antiphishing = section(page, 'en', 'accountSettings.antiphishing.title');
  await antiphishing.getByRole('textbox', { name: en('accountSettings.antiphishing.label') }).fill('blue fox 42');
  await antiphishing.getByRole('button', { name: en('accountSettings.save') }).click();
  await expect(page.getByText(en('accountSettings.antiphishing.saved'))).toBeVisible();

  // Communications: saved as soon as it is flipped.
  const communications = section(page, 'en', 'accountSettings.communications.title').getByRole('switch');
  const wasOn = (await communications.getAttribute('aria-checked')) === 'true';
  await communications.click();
  await expect(communications).toHaveAttribute('aria-checked', String(!wasOn));
  await expect(page.getByText(en('accountSettings.communications.saved'))).toBeVisible();

  // Show balance: the header hides and shows it with the switch.
  const balance = section(page, 'en', 'accountSettings.balance.title').getByRole('switch');
  await expect(balance).toHaveAttribute('aria-checked', 'true');
  await balance.click();
  await expect(page.getByTestId('header-balance-hidden')).toBeVisible();
  await expect(balance).toHaveAttribute('aria-checked', 'false');
  await balance.click();
  await expect(page.getByTestId('header-balance')).toBeVisible();

  // Everything kept on the server: a reload shows it all.
  await page.reload();
  await expect(section(page, 'en', 'accountSettings.profile.title').getByRole('textbox', { name: en('accountSettings.profile.nameLabel') })).toHaveValue(
    displayName,
  );
  await expect(art.getByRole('radio', { name: en('accountSettings.art.bannerNumber', { number: '4' }) })).toBeChecked();
  await expect(antiphishing.getByRole('textbox')).toHaveValue('blue fox 42');
  await expect(section(page, 'en', 'accountSettings.communications.title').getByRole('switch')).toHaveAttribute('aria-checked', String(!wasOn));
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'account-settings-1280-en');

  // Language: the site follows once it is saved, under the new prefix.
  const language = section(page, 'en', 'accountSettings.language.title');
  await language.getByRole('combobox', { name: en('accountSettings.language.label') }).selectOption('ja');
  await language.getByRole('button', { name: en('accountSettings.save') }).click();
  await expect(page).toHaveURL(new RegExp(`${localized('ja', '/user-portal/account')}$`));
  await expect(page.getByRole('heading', { level: 1, name: message('ja', 'routes.portalAccount.heading') })).toBeVisible();
  // Said in the language just chosen, not the one the page spoke when Save was pressed.
  await expect(page.getByText(message('ja', 'accountSettings.language.saved'))).toBeVisible();
  await expect(section(page, 'ja', 'accountSettings.language.title')).toBeVisible();

  // A phone: one column, nothing sideways, axe clean in Japanese.
  await page.setViewportSize({ width: 360, height: 780 });
  await expectNoSidewaysScroll(page);
  const [first, second] = [
    await section(page, 'ja', 'accountSettings.profile.title').boundingBox(),
    await section(page, 'ja', 'accountSettings.art.title').boundingBox(),
  ];
  expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
  expect(second!.x).toBe(first!.x);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'account-settings-360-ja');
  await saveScreenshot(section(page, 'ja', 'accountSettings.art.title'), 'account-settings-art-360-ja');
});
