import path from 'node:path';
import type { Locator, Page } from '@playwright/test';

const SCREENSHOTS = path.join(import.meta.dirname, '..', '..', 'screenshots');

/**
 * Saves what a person sees under `e2e/screenshots/`, committed so a reviewer sees the pages without running the
 * site. `E2E_SCREENSHOTS=off` (CI's clean clone, which throws them away) skips them: they are pictures, not checks.
 */
export async function saveScreenshot(target: Page | Locator, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS === 'off') return;
  await target.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), animations: 'disabled' });
}
