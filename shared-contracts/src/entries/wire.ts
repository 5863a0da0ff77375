/**
 * @marketplace/contracts/wire: what crosses the wire and needs no browser. Entities, the product
 * constant, the API envelope and error, the zod schemas (shared with the API server), locales and
 * locale paths, the runtime config schema and its validation, redirect rules, site paths, remote
 * names, commerce messages, money formatting. No React, no DOM, no zustand: the API (Node) imports it.
 *
 * Entry rule: each entry is shared as its own Module Federation singleton and bundled with what it
 * imports. Wire holds no state, so the other entries may import its files relatively; a file of
 * another entry that needs something of http, browser, ui or testing imports it through
 * '@marketplace/contracts/<entry>', never by a relative path (checked by scripts/check-boundaries.mjs).
 */

export * from '../product';
export * from '../entities/merchant';
export * from '../entities/rate';
export * from '../entities/collectible';
export * from '../entities/transaction';
export * from '../entities/notification';
export * from '../entities/vault';
export * from '../entities/wallet';
export * from '../entities/user';
export * from '../entities/username-change';
export * from '../entities/profile-art';
export * from '../entities/records';
export * from '../entities/legal-policy';
export * from '../entities/personal-export';
export * from '../api/envelope';
export * from '../api/api-error';
export * from '../api/idempotency';
export * from '../api/email-key-params';
export * from '../api/schemas/auth-schemas';
export * from '../api/schemas/account-closing-schemas';
export * from '../api/schemas/reauthentication-schemas';
export * from '../api/schemas/collectible-schemas';
export * from '../api/schemas/commerce-field-schemas';
export * from '../api/schemas/craft-schemas';
export * from '../api/schemas/device-schemas';
export * from '../api/schemas/email-change-schemas';
export * from '../api/schemas/email-key-schemas';
export * from '../api/schemas/humanity-schemas';
export * from '../api/schemas/listing-schemas';
export * from '../api/schemas/listing-bulk-schemas';
export * from '../api/schemas/market-stats-schemas';
export * from '../api/schemas/log-schemas';
export * from '../api/schemas/merchant-schemas';
export * from '../api/schemas/mint-schemas';
export * from '../api/schemas/notification-schemas';
export * from '../api/schemas/offer-schemas';
export * from '../api/schemas/paging-schemas';
export * from '../api/schemas/password-schemas';
export * from '../api/schemas/player-schemas';
export * from '../api/schemas/rate-schemas';
export * from '../api/schemas/showcase-schemas';
export * from '../api/schemas/search-schemas';
export * from '../api/schemas/status-schemas';
export * from '../api/schemas/transaction-schemas';
export * from '../api/schemas/translation-schemas';
export * from '../api/schemas/two-factor-schemas';
export * from '../api/schemas/user-schemas';
export * from '../api/schemas/terms-schemas';
export * from '../api/schemas/vault-schemas';
export * from '../api/schemas/wallet-schemas';
export * from '../api/schemas/wallet-move-schemas';
export * from '../api/schemas/referral-schemas';
export * from '../api/schemas/influencer-schemas';
export * from '../api/schemas/kyc-schemas';
export * from '../api/schemas/support-schemas';
export * from '../api/schemas/communication-preference-schemas';
export * from '../api/schemas/analytics-schemas';
export * from '../api/schemas/favourite-schemas';
export * from '../api/schemas/cart-line-schema';
export * from '../api/schemas/cart-schemas';
export * from '../locale/locales';
export * from '../locale/localized-text';
export * from '../locale/category-name';
export * from '../locale/locale-path';
export * from '../locale/message-namespaces';
export * from '../config/runtime-config-schema';
export * from '../config/validate-runtime-config';
export * from '../config/site-path';
export * from '../config/add-gem-path';
export * from '../config/redirect-rules';
export * from '../remotes/remote-names';
export * from '../remotes/remote-messages-module';
export * from '../commerce/gem-price';
export * from '../commerce/purchase-message';
export * from '../commerce/offer-message';
export * from '../commerce/transfer-message';
export * from '../commerce/craft-message';
export * from '../commerce/listing-message';
export * from '../commerce/listing-prices-message';
export * from '../commerce/offer-acceptance-message';
export * from '../commerce/gem-wei';
export * from '../commerce/marketplace-fee';
export * from '../commerce/purchase-amounts';
export * from '../commerce/typed-price';
export * from '../commerce/cart-amounts';
export * from '../commerce/cart-checkout-message';
export * from '../format/format-usd';
export * from '../format/convert-to-usd';
export * from '../format/format-gem';
export * from '../format/sufficient-balance';
export * from '../format/relative-time';
export * from '../state/token-claims';
export * from '../state/user-state';
export * from '../wallet/wallet-modals';
export * from '../wallet/wallet-sign-error';
export * from '../wallet/wallet-error-keys';
export * from '../wallet/wallet-move-refusals';
export * from '../site-storage/stored-item';
export * from '../site-storage/storage-registry';
