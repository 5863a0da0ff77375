import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Which app's pipeline runs each end-to-end spec (`npm run ci:remote -- <app>`): the specs of the routes and
 * behaviour an app owns. A spec that really spans the apps (every route, every origin, a deploy, the
 * whole site in maintenance) is run by the full gate alone (`.ci/run`). Paths are relative to `e2e/tests`;
 * a folder stands for every spec in it. Every spec belongs to exactly one entry (checked by `ownerlessSpecs`).
 */
export const SPEC_OWNERS = {
  shell: [
    'first-paint-hints.spec.ts',
    'guards.spec.ts',
    'header.spec.ts',
    'identity-page.spec.ts',
    'link-previews.spec.ts',
    'header-phone.spec.ts',
    'modals.spec.ts',
    'navigation-progress.spec.ts',
    'not-found.spec.ts',
    'prerendered-pages.spec.ts',
    'reachable-pages.spec.ts',
    'remote-down.spec.ts',
    'scroll.spec.ts',
    'session.spec.ts',
    'startup-config.spec.ts',
    'welcome.spec.ts',
  ],
  account: ['account/'],
  merchant: ['merchant/'],
  wallet: ['wallet.spec.ts', 'wallet-crypto.spec.ts', 'wallet/'],
  legal: ['legal/'],
};

/** Specs over the whole composition: every page (accessibility, routes, quiet console), every origin (react-once, security), deploys, maintenance, mail. */
export const FULL_SUITE_ONLY = [
  'accessibility.spec.ts',
  'routes.spec.ts',
  'quiet-console.spec.ts',
  'react-once.spec.ts',
  'security/',
  'deploy/',
  'maintenance.spec.ts',
  // Mail: a sale, an unsubscribe, an address change and a mail server outage, each read in the local inbox across the apps and the API.
  'mail/',
];

const TESTS_DIR = path.join(import.meta.dirname, 'tests');

function specFiles(dir = TESTS_DIR) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return specFiles(full);
    return entry.name.endsWith('.spec.ts') ? [path.relative(TESTS_DIR, full)] : [];
  });
}

const covers = (entry, spec) => (entry.endsWith('/') ? spec.startsWith(entry) : spec === entry);

/** The spec files (relative to `e2e/`) an app's pipeline runs. */
export function specsOwnedBy(app) {
  const entries = SPEC_OWNERS[app];
  if (!entries) throw new Error(`no app named '${app}'; one of: ${Object.keys(SPEC_OWNERS).join(', ')}`);
  return specFiles()
    .filter((spec) => entries.some((entry) => covers(entry, spec)))
    .map((spec) => path.join('tests', spec));
}

/** Specs no entry names, or more than one does: a new spec must be given to an owner (or to the full suite). */
export function ownerlessSpecs() {
  const entries = [...Object.values(SPEC_OWNERS).flat(), ...FULL_SUITE_ONLY];
  return specFiles().filter((spec) => entries.filter((entry) => covers(entry, spec)).length !== 1);
}
