import type { APIRequestContext, Page } from '@playwright/test';

import { REMOTE_ORIGINS } from './site-origins';

/** Where each remote's origin serves its live manifest and kept builds (scripts/site-layout.mjs). */
export { REMOTE_ORIGINS };
export type Remote = keyof typeof REMOTE_ORIGINS;

/** The lines the shell logs about the builds it composes, collected from now on. */
export function compositionLog(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (entry) => {
    if (entry.type() === 'info' && entry.text().startsWith('Marketplace ')) lines.push(entry.text());
  });
  return lines;
}

/** The live builds that must not change when only `shipped` deploys: the shell's and every other remote's. */
export async function buildsBesides(request: APIRequestContext, shipped: Remote): Promise<Record<string, string>> {
  const builds: Record<string, string> = { shell: (await (await request.get('/builds/latest.json')).json()).version };
  for (const [remote, origin] of Object.entries(REMOTE_ORIGINS)) {
    if (remote === shipped) continue;
    builds[remote] = (await (await request.get(`${origin}/mf-manifest.json`)).json()).metaData.buildInfo.buildVersion;
  }
  return builds;
}

/** The address of the shell's own entry script on the page: unchanged when only a remote ships. */
export const shellEntryOf = (page: Page) => page.locator('script[src*="main."]').getAttribute('src');
