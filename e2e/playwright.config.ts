import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_CLOSING_GRACE_MS } from './tests/support/closing-grace';
import { SHELL_ORIGIN } from './tests/support/site-origins';

/** Flags that keep Debian's Chromium off the (closed) network and quiet on this machine. */
import CHROMIUM_ARGS from '../tooling/chromium-args.json' with { type: 'json' };

/**
 * Every browser of the suite has made its cookie choice (analytics refused), so the consent banner of a
 * first visit covers no page a spec looks at and no spec sends page views. The one place it is set: a
 * spec (or a context) with a storageState of its own starts from the signed-in states, which the sign-in
 * setup saved with this cookie; `tests/legal/consent.spec.ts` clears it to be the first visit.
 */
const COOKIE_CHOICE_MADE = {
  cookies: [
    {
      // The value js-cookie writes for { analytics: false, visitorId: null } (CONSENT_COOKIE of the contracts).
      name: 'consent',
      value: '{%22analytics%22:false%2C%22visitorId%22:null}',
      domain: '127.0.0.1',
      path: '/',
      expires: Math.floor(Date.now() / 1000) + 365 * 24 * 3600,
      httpOnly: false,
      secure: false,
      sameSite: 'Lax' as const,
    },
  ],
  origins: [],
};

// Every run starts the API on an empty data directory, so seed data is all the suite can see.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'marketplace-e2e-'));
// The API's log of this run, which the secret audit reads too; set once, so the workers see the runner's.
process.env.API_LOG_FILE ??= path.join(mkdtempSync(path.join(tmpdir(), 'marketplace-e2e-log-')), 'api.log');
// Where the set-up writes the mail catcher's process id, for the spec that takes its SMTP side down (support/inbox.ts).
process.env.MAIL_CATCHER_PID_FILE ??= path.join(mkdtempSync(path.join(tmpdir(), 'marketplace-e2e-mail-')), 'mail-catcher.pid');

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    // The documented port, or the one a second site took (MARKETPLACE_SHELL_PORT, scripts/site-layout.mjs).
    baseURL: SHELL_ORIGIN,
    storageState: COOKIE_CHOICE_MADE,
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'off',
    screenshot: 'only-on-failure',
    // Headless Chromium names itself "HeadlessChrome", which bot detection rightly takes for a
    // crawler (crawlers get no error pages); the suite plays a person with an ordinary browser.
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  },
  projects: [
    // Signs a user and the ADMIN in once; pages behind login reuse their browser state.
    { name: 'sign-in', testMatch: /sign-in\.setup\.ts/ },
    { name: 'site', testIgnore: [/deploy\/.*\.spec\.ts/, /maintenance\.spec\.ts/, /mail-outage\.spec\.ts/], dependencies: ['sign-in'] },
    // Deploying and rolling back a remote changes what every page of it shows, maintenance every page
    // of the site: each runs alone (one worker, one spec file at a time), after the rest.
    { name: 'deploy', testMatch: /deploy\/.*\.spec\.ts/, dependencies: ['site'], workers: 1 },
    { name: 'maintenance', testMatch: /maintenance\.spec\.ts/, dependencies: ['deploy'] },
    // The mail server down for a while delays every mail of the site: alone, after the rest.
    { name: 'mail-outage', testMatch: /mail-outage\.spec\.ts/, dependencies: ['maintenance'], workers: 1 },
  ],
  webServer: {
    command: 'node ../scripts/start.mjs --no-build',
    url: `${SHELL_ORIGIN}/config.json`,
    // Mail is sent every 200 ms (1 s by default), so a spec waiting in the inbox waits for the mail, not the sender's pace.
    // A closing's grace period is a minute instead of 14 days, so `account/closing.spec.ts` watches one run out
    // (a development setting: the API refuses a grace shorter than the policies promise without IDP_LOCAL_STANDINS=on).
    env: {
      DATA_DIR: dataDir,
      API_LOG_FILE: process.env.API_LOG_FILE,
      MAIL_CATCHER_PID_FILE: process.env.MAIL_CATCHER_PID_FILE,
      MAIL_SEND_EVERY_MS: '200',
      ACCOUNT_CLOSING_GRACE_MS: String(E2E_CLOSING_GRACE_MS),
    },
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
    // The API compiles its TypeScript and seeds an empty database at start: about 15 s on a quiet 2-core
    // machine, past 50 s beside other work (measured at load 14), which a minute's limit did not always allow.
    timeout: 180_000,
  },
});
