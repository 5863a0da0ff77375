import path from 'node:path';
import type { Locator, Page } from '@playwright/test';

const SCREENSHOTS = path.join(import.meta.dirname, '..', '..', 'screenshots');

/** Saves what a person sees under `e2e/screenshots/`, committed so a reviewer sees the pages without running the site. */
export async function saveScreenshot(target: Page | Locator, name: string): Promise<void> {
  await target.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), animations: 'disabled' });
}
