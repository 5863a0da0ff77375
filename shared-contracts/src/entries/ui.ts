/**
 * @marketplace/contracts/ui: the shared UI kit (the remote page frame, button styles, visually hidden text, and the catalogue
 * kit every page of items uses: image, rarity, price, card, grid and its skeleton, pager, empty and failed states,
 * an item page's layout and its skeleton).
 *
 * Entry rule: its files are those of `src/ui/`. Each entry is shared as its own Module Federation
 * singleton and bundled with what it imports, so a file here imports wire files relatively and anything of http, browser or testing
 * only through '@marketplace/contracts/<entry>' (checked by scripts/check-boundaries.mjs).
 */

export * from '../ui/page-frame';
export * from '../ui/buttons';
export * from '../ui/card/card-styles';
export * from '../ui/form-field/form-field-styles';
export * from '../ui/amount-rows/amount-row-styles';
export * from '../ui/outcome-notice/outcome-notice-styles';
export * from '../ui/use-page-title';
export * from '../ui/not-found/not-found-page';
export * from '../ui/secret-fields/two-factor-code';
export * from '../ui/secret-fields/password-field';
export * from '../ui/secret-fields/two-factor-code-field';
export * from '../ui/password-strength/password-strength-meter';
export * from '../ui/visually-hidden';
export * from '../ui/catalogue/collectible-image-srcset';
export * from '../ui/catalogue/collectible-image';
export * from '../ui/catalogue/rarity-badge';
export * from '../ui/catalogue/gem-price';
export * from '../ui/balance/balance-shortfall';
export * from '../ui/catalogue/item-card';
export * from '../ui/favourites/lazy-favourite-button';
export * from '../ui/catalogue/item-grid';
export * from '../ui/catalogue/item-grid-skeleton';
export * from '../ui/catalogue/pager-pages';
export * from '../ui/catalogue/pager';
export * from '../ui/catalogue/empty-state';
export * from '../ui/catalogue/load-error';
export * from '../ui/catalogue/wrap-tab-focus';
export * from '../ui/catalogue/side-drawer';
export * from '../ui/catalogue/category-links';
export * from '../ui/catalogue/collectible-properties';
export * from '../ui/catalogue/property-value-label';
export * from '../ui/catalogue/item-detail-layout';
export * from '../ui/catalogue/item-detail-skeleton';
export * from '../ui/share/share-button';
export * from '../ui/profile/profile-picture';
export * from '../ui/consent/consent-categories';
export * from '../ui/profile/profile-banner';
export * from '../ui/notifications/notification-target';
export * from '../ui/notifications/notification-entry';
export * from '../ui/price-history/price-history-panel';
