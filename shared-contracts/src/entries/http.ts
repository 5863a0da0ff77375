/**
 * @marketplace/contracts/http: the HTTP transport, one client per resource (spec §7), the whole
 * client (createMarketplaceApi), the error log with its secret scrubbing, and beside the client the
 * server-state layer: per resource, query keys, query options and mutation options for TanStack
 * Query (`http/queries/`). Runs in the browser and, for the log scrubbing and contract tests, in the
 * API (Node): no React at run time, so the queries import TanStack's types only.
 *
 * Entry rule: its files are those of `src/http/`. Each entry is shared as its own Module Federation
 * singleton and bundled with what it imports, so a file here imports wire files relatively (pure, a copy is harmless) and anything of
 * browser, ui or testing only through '@marketplace/contracts/<entry>' (checked by scripts/check-boundaries.mjs).
 */

export * from '../http/transport/api-service';
export * from '../http/transport/build-request-url';
export * from '../http/transport/bearer-scope';
export * from '../http/transport/is-secret-field';
export * from '../http/transport/scrub-secrets';
export * from '../http/transport/known-secrets';
export * from '../http/transport/error-log-entry';
export * from '../http/transport/build-error-log-entry';
export * from '../http/transport/create-error-log';
export * from '../http/transport/fetch-error-message';
export * from '../http/transport/report-session-signals';
export * from '../http/transport/parse-answer';
export * from '../http/transport/create-api-transport';
export * from '../http/transport/request-options';
export * from '../http/transport/humanity-guard';
export * from '../http/transport/list-or-empty';
export * from '../http/transport/null-on-404';
export * from '../http/transport/error-or-null-on';
export * from '../http/transport/translation-failure';
export * from '../http/transport/merge-transactions';
export * from '../http/resources/path-segment';
export * from '../http/resources/merge-self-user';
export * from '../http/resources/rates-api';
export * from '../http/resources/merchants-api';
export * from '../http/resources/status-api';
export * from '../http/resources/users-api';
export * from '../http/resources/user-settings-api';
export * from '../http/resources/terms-api';
export * from '../http/resources/vault-api';
export * from '../http/resources/wallet-api';
export * from '../http/resources/wallet-moves-api';
export * from '../http/resources/explorer-api';
export * from '../http/resources/oauth-api';
export * from '../http/resources/account-closing-api';
export * from '../http/resources/reauthentication-api';
export * from '../http/resources/devices-api';
export * from '../http/resources/favourites-api';
export * from '../http/resources/two-factor-api';
export * from '../http/resources/password-api';
export * from '../http/resources/email-keys-api';
export * from '../http/resources/translations-api';
export * from '../http/resources/collectibles-api';
export * from '../http/resources/store-api';
export * from '../http/resources/market-api';
export * from '../http/resources/market-stats-api';
export * from '../http/resources/craft-api';
export * from '../http/resources/players-api';
export * from '../http/resources/mints-api';
export * from '../http/resources/offers-api';
export * from '../http/resources/transactions-api';
export * from '../http/resources/notifications-api';
export * from '../http/resources/showcase-api';
export * from '../http/resources/search-api';
export * from '../http/resources/cart-api';
export * from '../http/resources/referrals-api';
export * from '../http/resources/influencer-api';
export * from '../http/resources/kyc-api';
export * from '../http/resources/support-api';
export * from '../http/resources/analytics-api';
export * from '../http/resources/communication-preferences-api';
export * from '../http/resources/marketplace-api';
export * from '../http/queries/api-query';
export * from '../http/queries/self-scope';
export * from '../http/queries/read-retry';
export * from '../http/queries/market-refresh-period';
export * from '../http/queries/invalidate';
export * from '../http/queries/rates-queries';
export * from '../http/queries/merchants-queries';
export * from '../http/queries/status-queries';
export * from '../http/queries/users-queries';
export * from '../http/queries/user-settings-queries';
export * from '../http/queries/terms-queries';
export * from '../http/queries/collectibles-queries';
export * from '../http/queries/store-queries';
export * from '../http/queries/market-queries';
export * from '../http/queries/market-stats-queries';
export * from '../http/queries/craft-queries';
export * from '../http/queries/players-queries';
export * from '../http/queries/mints-queries';
export * from '../http/queries/offers-queries';
export * from '../http/queries/transactions-queries';
export * from '../http/queries/notifications-queries';
export * from '../http/queries/showcase-queries';
export * from '../http/queries/search-queries';
export * from '../http/queries/referrals-queries';
export * from '../http/queries/influencer-queries';
export * from '../http/queries/kyc-queries';
export * from '../http/queries/account-closing-queries';
export * from '../http/queries/devices-queries';
export * from '../http/queries/favourites-queries';
export * from '../http/queries/two-factor-queries';
export * from '../http/queries/password-queries';
export * from '../http/queries/support-queries';
export * from '../http/queries/communication-preferences-queries';
export * from '../http/queries/wallet-queries';
export * from '../http/queries/wallet-moves-queries';
export * from '../http/queries/cart-queries';
