/**
 * @marketplace/contracts/testing: fixtures only tests use (a complete self-user answer, a fake API
 * on a scripted fetch, the page's query client without retries, a stand-in for the shell as the
 * session's writer). Never imported by application code.
 *
 * Entry rule: its files are those of `src/testing/`. Each entry is shared as its own Module Federation
 * singleton and bundled with what it imports, so a file here imports wire files relatively and anything of http, browser or ui only
 * through '@marketplace/contracts/<entry>' (checked by scripts/check-boundaries.mjs).
 */

export * from '../testing/api/self-user-fixture';
export * from '../testing/api/fake-api';
export * from '../testing/state/test-query-client';
export * from '../testing/state/session-owner-stand-in';
export * from '../testing/humanity/fake-humanity-provider';
export * from '../testing/api/quiet-market-stats';
