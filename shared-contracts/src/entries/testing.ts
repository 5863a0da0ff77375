/**
 * @marketplace/contracts/testing: fixtures only tests use (a complete self-user answer, a fake API
 * on a scripted fetch, the page's query client without retries, a stand-in for the shell as the
 * session's writer). Never imported by application code.
 *
 * Entry rule: each entry is shared as its own Module Federation singleton and bundled with what it
 * imports, so a file here imports wire files relatively and anything of http, browser or ui only
 * through '@marketplace/contracts/<entry>' (checked by scripts/check-boundaries.mjs).
 */

export * from '../api/resources/testing/self-user-fixture';
export * from '../api/resources/testing/fake-api';
export * from '../state/testing/test-query-client';
export * from '../state/testing/session-owner-stand-in';
export * from '../humanity/testing/fake-humanity-provider';
export * from '../api/resources/testing/quiet-market-stats';
