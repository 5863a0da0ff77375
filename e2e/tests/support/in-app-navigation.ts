import type { Page } from '@playwright/test';
import { SHELL_ORIGIN } from './site-origins';

/**
 * Opens `path` in a tab whose shell already runs, as a link of the site would: a history entry of its own
 * and the `popstate` that React Router's browser router listens to, so the router matches, guards,
 * redirects and renders the page without a new document (the shell's start and a remote's first load
 * are what makes a `goto` slow). Every locale has its own root route (`shell/src/routing/locale-root.tsx`),
 * so a path under another locale's prefix switches `<html lang>` and the messages as a deep link does.
 * A tab that shows no page of the shell (new, or left for the identity page) gets the document load.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  const onShell = page.url().startsWith(`${SHELL_ORIGIN}/`) && (await page.locator('[data-layout]').count()) > 0;
  if (!onShell) {
    await page.goto(path);
    return;
  }
  await page.evaluate((target) => {
    // The state React Router writes with its own entries, one step further in the tab's history.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    const state = { usr: null, key: `e2e${index + 1}`, idx: index + 1 };
    window.history.pushState(state, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state }));
  }, path);
}
