import { expect, type Request } from '@playwright/test';
import { message } from './support/catalogue';
import { test } from './support/site-test';
import { REMOTE_ORIGINS, SHELL_ORIGIN } from './support/site-origins';

const ORIGINS = { shell: SHELL_ORIGIN, ...REMOTE_ORIGINS };

interface Manifest {
  shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

/** The files in which an app's build carries its own copy of React and React DOM. */
async function reactFilesOf(
  origin: string,
  request: import('@playwright/test').APIRequestContext,
  packages = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime'],
): Promise<string[]> {
  const manifest = (await (await request.get(`${origin}/mf-manifest.json`)).json()) as Manifest;
  return manifest.shared
    .filter((shared) => packages.includes(shared.name))
    .flatMap((shared) => [...shared.assets.js.sync, ...shared.assets.js.async])
    .map((file) => `${origin}/${file}`);
}

test('React is loaded once for the whole site, from the shell, as pages of every remote render', async ({ page, request }) => {
  const requested: string[] = [];
  page.on('request', (req: Request) => requested.push(req.url()));
  // What the page really fetched: a request a navigation cancels (a lazy chunk still in flight when the
  // next page.goto starts) is fetched again by the next document, and is not a second copy of React.
  const fetched: string[] = [];
  page.on('requestfinished', (req: Request) => fetched.push(req.url()));

  for (const path of ['/support', '/store/diamond-dreams', '/user/demo', '/rescue', '/']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  // `/` is prerendered: its heading shows before React has taken the page over, and a link clicked then is a
  // sixth document load, not the client-side navigation this checks. The language switcher is enabled once
  // the page is hydrated (shell/src/layouts/locale-switcher.tsx).
  await expect(page.getByLabel(message('en', 'nav.language'))).toBeEnabled();
  await page.getByRole('link', { name: 'Market', exact: true }).first().click();
  await expect(page.locator('[data-remote="merchant"]')).toBeVisible();

  const remoteReactFiles = (
    await Promise.all(
      Object.entries(ORIGINS)
        .filter(([name]) => name !== 'shell')
        .map(([, origin]) => reactFilesOf(origin, request)),
    )
  ).flat();
  expect(remoteReactFiles.length).toBeGreaterThan(0);
  expect(requested.filter((url) => remoteReactFiles.includes(url))).toEqual([]);

  // React is part of the shell's own bundle (the shell composes the remotes with the federation
  // runtime alone): each of the five document loads fetches each shell script once, and client-side
  // navigation to another remote fetches none again.
  const shellScripts = fetched.filter((url) => url.startsWith(`${ORIGINS.shell}/`) && url.endsWith('.js'));
  const perScript = new Map<string, number>();
  for (const url of shellScripts) perScript.set(url, (perScript.get(url) ?? 0) + 1);
  const fetchedMoreThanOncePerDocument = [...perScript].filter(([, times]) => times > 5).map(([url, times]) => `${url} ×${times}`);
  expect(fetchedMoreThanOncePerDocument, 'shell scripts fetched more often than the five document loads').toEqual([]);

  // The one React every remote was given is the shell's.
  const loadedReact = await page.evaluate(() => {
    const share =
      (globalThis as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, { loaded?: boolean; from: string }>>>> } })
        .__FEDERATION__?.__SHARE__ ?? {};
    return Object.values(share).flatMap((scopes) =>
      Object.entries(scopes.default?.react ?? {})
        .filter(([, entry]) => entry.loaded)
        .map(([version, entry]) => `${version} from ${entry.from}`),
    );
  });
  expect(new Set(loadedReact).size).toBe(1);
  expect(loadedReact[0]).toMatch(/ from marketplace_shell$/);
});
