import { expect } from '@playwright/test';
import { test } from '../support/site-test';
import { message } from '../support/catalogue';
import { humanityToken, modalDialog, freshAccount, API_ORIGIN } from '../support/sessions';
import { apiAs, recordTraffic, submitNewWalletPassword, vaultOf } from '../support/wallet';

const t = (key: string) => message('en', key);

test.describe('finding 1: the rescue secret reaches only a rescue sign-in', () => {
  test('a new wallet is sealed for rescue with the public half: the page never receives the rescue secret', async ({ page }) => {
    const traffic = recordTraffic(page);
    await freshAccount(page, 'security-rescue');

    await submitNewWalletPassword(modalDialog(page, 'wallet-create'), 'Sealed-for-rescue-5!', t('wallet.createAction'));
    await expect(page.getByText(t('wallet.created'))).toBeVisible();

    expect(traffic.sent.some((entry) => entry.startsWith(`GET ${API_ORIGIN}/api/users/self/rescue-key/public`))).toBe(true);
    expect(traffic.sent.some((entry) => entry.startsWith(`GET ${API_ORIGIN}/api/users/self/rescue-key\n`))).toBe(false);
    expect(traffic.rescueKey()).toBeNull();
    expect(Object.keys(await vaultOf(page.request)).sort()).toEqual(['password', 'rescue']);
  });

  test('the same session, as a thief would use it, can neither drop the rescue copy nor read the secret', async ({ page }) => {
    await freshAccount(page, 'security-thief');
    await submitNewWalletPassword(modalDialog(page, 'wallet-create'), 'Sealed-for-rescue-6!', t('wallet.createAction'));
    await expect(page.getByText(t('wallet.created'))).toBeVisible();

    const dropped = await apiAs(page.request, 'PUT', '/api/vault/keys', { rescue: null });
    const secret = await apiAs(page.request, 'GET', '/api/users/self/rescue-key', undefined, {
      'X-Humanity-Token': await humanityToken(page.request, 'rescue'),
    });

    expect(dropped.status).toBe(403);
    expect(secret.status).toBe(403);
    expect(Object.keys(await vaultOf(page.request)).sort()).toEqual(['password', 'rescue']);
  });
});
