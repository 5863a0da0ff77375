import { expect } from '@playwright/test';
import { test } from './support/site-test';

test('a config.json with a missing field stops start-up with a message naming the field', async ({ page, request }) => {
  const config = (await (await request.get('/config.json')).json()) as { remotes: Record<string, string> };
  delete config.remotes.legal;
  await page.route('**/config.json', (route) => route.fulfill({ json: config }));
  await page.goto('/');
  await expect(page.getByRole('alert')).toContainText('The marketplace could not start');
  await expect(page.getByTestId('startup-error')).toHaveText("config.json is not valid: field 'remotes.legal' is missing");
});

test('a config.json with a wrong value names the field and what is wrong', async ({ page, request }) => {
  const config = (await (await request.get('/config.json')).json()) as { sessionIdleMinutes: unknown };
  config.sessionIdleMinutes = 'thirty';
  await page.route('**/config.json', (route) => route.fulfill({ json: config }));
  await page.goto('/ja');
  await expect(page.getByTestId('startup-error')).toHaveText("config.json is not valid: field 'sessionIdleMinutes' must be a number");
});

test('a missing config.json says so', async ({ page }) => {
  await page.route('**/config.json', (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await page.goto('/');
  await expect(page.getByTestId('startup-error')).toHaveText('config.json could not be fetched (HTTP 404)');
});
