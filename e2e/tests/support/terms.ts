import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { TERMS_OF_SERVICE_VERSION } from '../../../shared-contracts/src/wire/entities/legal-policy';
import { API_ORIGIN } from './site-origins';

export { TERMS_OF_SERVICE_VERSION };

/** The terms-acceptance modal as the shell's modal host marks it, alone or as the step a newcomer's welcome shows. */
export const termsModal = (page: Page) => page.locator('dialog[data-modal="terms"], dialog[data-modal="welcome"]:has([data-welcome-step="terms"])');

/**
 * A person who has not accepted the terms in force (every new sign-up) is asked first thing after
 * sign-in, in a modal that cannot be dismissed and that every other prompt (the wallet's too) waits
 * behind: this accepts it, in any language, and waits until it is gone.
 */
export async function acceptTermsModal(page: Page): Promise<void> {
  await expect(termsModal(page)).toBeVisible();
  await termsModal(page).locator('button[data-action="accept-terms"]').click();
  await expect(termsModal(page)).toBeHidden();
}

/**
 * Accepts the terms in force through the API with a bearer token (`bearerOf(page.request)`), for a
 * test that must not see the modal on its next page load. A modal already on screen stays.
 */
export async function acceptTermsThroughApi(request: APIRequestContext, bearer: string): Promise<void> {
  const response = await request.put(`${API_ORIGIN}/api/users/self/terms`, {
    headers: { Authorization: `Bearer ${bearer}` },
    data: { version: TERMS_OF_SERVICE_VERSION },
  });
  expect(response.status()).toBe(200);
}
