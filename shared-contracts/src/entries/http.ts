/**
 * @marketplace/contracts/http: the HTTP transport, one client per resource (spec §7), the whole
 * client (createMarketplaceApi), the error log with its secret scrubbing, and beside the client the
 * server-state layer: per resource, query keys, query options and mutation options for TanStack
 * Query (`api/queries/`). Runs in the browser and, for the log scrubbing and contract tests, in the
 * API (Node): no React at run time, so the queries import TanStack's types only.
 *
 * Entry rule: each entry is shared as its own Module Federation singleton and bundled with what it
 * imports, so a file here imports wire files relatively (pure, a copy is harmless) and anything of
 * browser, ui or testing only through '@marketplace/contracts/<entry>' (checked by scripts/check-boundaries.mjs).
 */

export * from '../api/transport/api-service';
export * from '../api/transport/build-request-url';
export * from '../api/transport/bearer-scope';
export * from '../api/transport/is-secret-field';
export * from '../api/transport/scrub-secrets';
export * from '../api/transport/known-secrets';
export * from '../api/transport/error-log-entry';
export * from '../api/transport/build-error-log-entry';
export * from '../api/transport/create-error-log';
export * from '../api/transport/fetch-error-message';
export * from '../api/transport/report-session-signals';
export * from '../api/transport/parse-answer';
export * from '../api/transport/create-api-transport';
export * from '../api/transport/request-options';
export * from '../api/transport/humanity-guard';
export * from '../api/transport/list-or-empty';
export * from '../api/transport/null-on-404';
export * from '../api/transport/error-or-null-on';
export * from '../api/transport/translation-failure';
export * from '../api/transport/merge-transactions';
export * from '../api/resources/path-segment';
export * from '../api/resources/merge-self-user';
export * from '../api/resources/rates-api';
export * from '../api/resources/merchants-api';
export * from '../api/resources/status-api';
export * from '../api/resources/users-api';
export * from '../api/resources/user-settings-api';
export * from '../api/resources/terms-api';
export * from '../api/resources/vault-api';
export * from '../api/resources/wallet-api';
export * from '../api/resources/wallet-moves-api';
export * from '../api/resources/explorer-api';
export * from '../api/resources/oauth-api';
export * from '../api/resources/account-closing-api';
export * from '../api/resources/reauthentication-api';
export * from '../api/resources/devices-api';
export * from '../api/resources/favourites-api';
export * from '../api/resources/two-factor-api';
export * from '../api/resources/password-api';
export * from '../api/resources/email-keys-api';
export * from '../api/resources/translations-api';
export * from '../api/resources/collectibles-api';
export * from '../api/resources/store-api';
export * from '../api/resources/market-api';
export * from '../api/resources/market-stats-api';
export * from '../api/resources/craft-api';
export * from '../api/resources/players-api';
export * from '../api/resources/mints-api';
export * from '../api/resources/offers-api';
export * from '../api/resources/transactions-api';
export * from '../api/resources/notifications-api';
export * from '../api/resources/showcase-api';
export * from '../api/resources/search-api';
export * from '../api/resources/cart-api';
export * from '../api/resources/referrals-api';
export * from '../api/resources/influencer-api';
export * from '../api/resources/kyc-api';
export * from '../api/resources/support-api';
export * from '../api/resources/analytics-api';
export * from '../api/resources/communication-preferences-api';
export * from '../api/resources/marketplace-api';
export * from '../api/queries/api-query';
export * from '../api/queries/self-scope';
export * from '../api/queries/read-retry';
export * from '../api/queries/market-refresh-period';
export * from '../api/queries/invalidate';
export * from '../api/queries/rates-queries';
export * from '../api/queries/merchants-queries';
export * from '../api/queries/status-queries';
export * from '../api/queries/users-queries';
export * from '../api/queries/user-settings-queries';
export * from '../api/queries/terms-queries';
export * from '../api/queries/collectibles-queries';
export * from '../api/queries/store-queries';
export * from '../api/queries/market-queries';
export * from '../api/queries/market-stats-queries';
export * from '../api/queries/craft-queries';
export * from '../api/queries/players-queries';
export * from '../api/queries/mints-queries';
export * from '../api/queries/offers-queries';
export * from '../api/queries/transactions-queries';
export * from '../api/queries/notifications-queries';
export * from '../api/queries/showcase-queries';
export * from '../api/queries/search-queries';
export * from '../api/queries/referrals-queries';
export * from '../api/queries/influencer-queries';
export * from '../api/queries/kyc-queries';
export * from '../api/queries/account-closing-queries';
export * from '../api/queries/devices-queries';
export * from '../api/queries/favourites-queries';
export * from '../api/queries/two-factor-queries';
export * from '../api/queries/password-queries';
export * from '../api/queries/support-queries';
export * from '../api/queries/communication-preferences-queries';
export * from '../api/queries/wallet-queries';
export * from '../api/queries/wallet-moves-queries';
export * from '../api/queries/cart-queries';
