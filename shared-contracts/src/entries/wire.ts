/**
 * @marketplace/contracts/wire: what crosses the wire and needs no browser. Entities, the product
 * constant, the API envelope and error, the zod schemas (shared with the API server), locales and
 * locale paths, the runtime config schema and its validation, redirect rules, site paths, remote
 * names, commerce messages, money formatting. No React, no DOM, no zustand: the API (Node) imports it.
 *
 * Entry rule: its files are those of `src/wire/`. Each entry is shared as its own Module Federation
 * singleton and bundled with what it imports. Wire holds no state, so the other entries may import its files relatively; a file of
 * another entry that needs something of http, browser, ui or testing imports it through
 * '@marketplace/contracts/<entry>', never by a relative path (checked by scripts/check-boundaries.mjs).
 */

export * from '../wire/product';
export * from '../wire/entities/merchant';
export * from '../wire/entities/rate';
export * from '../wire/entities/collectible';
export * from '../wire/entities/transaction';
export * from '../wire/entities/notification';
export * from '../wire/entities/vault';
export * from '../wire/entities/wallet';
export * from '../wire/entities/user';
export * from '../wire/entities/username-change';
export * from '../wire/entities/profile-art';
export * from '../wire/entities/records';
export * from '../wire/entities/legal-policy';
export * from '../wire/entities/personal-export';
export * from '../wire/api/envelope';
export * from '../wire/api/api-error';
export * from '../wire/api/idempotency';
export * from '../wire/api/email-key-params';
export * from '../wire/schemas/auth-schemas';
export * from '../wire/schemas/account-closing-schemas';
export * from '../wire/schemas/reauthentication-schemas';
export * from '../wire/schemas/collectible-schemas';
export * from '../wire/schemas/commerce-field-schemas';
export * from '../wire/schemas/craft-schemas';
export * from '../wire/schemas/device-schemas';
export * from '../wire/schemas/email-change-schemas';
export * from '../wire/schemas/email-key-schemas';
export * from '../wire/schemas/humanity-schemas';
export * from '../wire/schemas/listing-schemas';
export * from '../wire/schemas/listing-bulk-schemas';
export * from '../wire/schemas/market-stats-schemas';
export * from '../wire/schemas/log-schemas';
export * from '../wire/schemas/merchant-schemas';
export * from '../wire/schemas/mint-schemas';
export * from '../wire/schemas/notification-schemas';
export * from '../wire/schemas/offer-schemas';
export * from '../wire/schemas/paging-schemas';
export * from '../wire/schemas/password-schemas';
export * from '../wire/schemas/player-schemas';
export * from '../wire/schemas/rate-schemas';
export * from '../wire/schemas/showcase-schemas';
export * from '../wire/schemas/search-schemas';
export * from '../wire/schemas/status-schemas';
export * from '../wire/schemas/transaction-schemas';
export * from '../wire/schemas/translation-schemas';
export * from '../wire/schemas/two-factor-schemas';
export * from '../wire/schemas/user-schemas';
export * from '../wire/schemas/terms-schemas';
export * from '../wire/schemas/vault-schemas';
export * from '../wire/schemas/wallet-schemas';
export * from '../wire/schemas/wallet-move-schemas';
export * from '../wire/schemas/referral-schemas';
export * from '../wire/schemas/influencer-schemas';
export * from '../wire/schemas/kyc-schemas';
export * from '../wire/schemas/support-schemas';
export * from '../wire/schemas/communication-preference-schemas';
export * from '../wire/schemas/analytics-schemas';
export * from '../wire/schemas/favourite-schemas';
export * from '../wire/schemas/cart-line-schema';
export * from '../wire/schemas/cart-schemas';
export * from '../wire/locale/locales';
export * from '../wire/locale/localized-text';
export * from '../wire/locale/category-name';
export * from '../wire/locale/locale-path';
export * from '../wire/locale/message-namespaces';
export * from '../wire/config/runtime-config-schema';
export * from '../wire/config/validate-runtime-config';
export * from '../wire/config/site-path';
export * from '../wire/config/add-gem-path';
export * from '../wire/config/redirect-rules';
export * from '../wire/remotes/remote-names';
export * from '../wire/remotes/remote-messages-module';
export * from '../wire/commerce/gem-price';
export * from '../wire/commerce/purchase-message';
export * from '../wire/commerce/offer-message';
export * from '../wire/commerce/transfer-message';
export * from '../wire/commerce/craft-message';
export * from '../wire/commerce/listing-message';
export * from '../wire/commerce/listing-prices-message';
export * from '../wire/commerce/offer-acceptance-message';
export * from '../wire/commerce/gem-wei';
export * from '../wire/commerce/marketplace-fee';
export * from '../wire/commerce/purchase-amounts';
export * from '../wire/commerce/typed-price';
export * from '../wire/commerce/cart-amounts';
export * from '../wire/commerce/cart-checkout-message';
export * from '../wire/format/format-usd';
export * from '../wire/format/convert-to-usd';
export * from '../wire/format/format-gem';
export * from '../wire/format/sufficient-balance';
export * from '../wire/format/relative-time';
export * from '../wire/session/token-claims';
export * from '../wire/session/user-state';
export * from '../wire/wallet/wallet-modals';
export * from '../wire/wallet/wallet-sign-error';
export * from '../wire/wallet/wallet-error-keys';
export * from '../wire/wallet/wallet-move-refusals';
export * from '../wire/site-storage/stored-item';
export * from '../wire/site-storage/storage-registry';
