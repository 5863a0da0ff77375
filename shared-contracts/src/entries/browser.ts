/**
 * @marketplace/contracts/browser: the page's state and its wiring. The session store (the shell
 * writes it; everyone else reads it and asks the shell through `sessionUserAccess`), the user
 * profile cache, the typed event bus and its events, the React contexts and hooks (runtime config,
 * locale, marketplace API, user profiles), the page's API client, the page's query client and the
 * hooks on its server state (rate, merchants; any other read is `useQuery(<resource>Queries.x(api))`
 * with the queries of '@marketplace/contracts/http'), and the remote-module map (its props types name React).
 *
 * Entry rule: its files are those of `src/browser/`. Each entry is shared as its own Module Federation
 * singleton and bundled with what it imports. The stores, the bus and the contexts must exist once per page, so another entry reaches
 * them only through '@marketplace/contracts/browser', never by a relative path; files here import wire
 * files relatively and http, ui or testing through the package (checked by scripts/check-boundaries.mjs).
 */

export * from '../browser/bus/event-bus';
export * from '../browser/bus/bus-events';
export * from '../browser/bus/request-wallet-signature';
export * from '../browser/site-storage/site-cookie';
export * from '../browser/site-storage/web-storage-key';
export * from '../browser/consent/consent-choice';
export * from '../browser/consent/use-consent';
export * from '../browser/state/session-store';
export * from '../browser/state/session-user-access';
export * from '../browser/state/cart-store';
export * from '../browser/state/user-profile-cache';
export * from '../browser/state/user-profiles-context';
export * from '../browser/state/marketplace-api-context';
export * from '../browser/state/marketplace-query-client';
export * from '../browser/state/use-rate-query';
export * from '../browser/state/use-merchants-query';
export * from '../browser/state/notification-reads';
export * from '../browser/state/page-api';
export * from '../browser/config/runtime-config-context';
export * from '../browser/locale/locale-context';
export * from '../browser/password-strength/password-strength';
export * from '../browser/password-strength/use-password-score';
export * from '../browser/humanity/humanity-tokens';
export * from '../browser/humanity/humanity-refusal';
export * from '../browser/humanity/with-humanity-token';
export * from '../browser/humanity/use-humanity-guard';
export * from '../browser/remotes/remote-module-map';
export * from '../browser/page-in-url/page-in-url';
export * from '../browser/sign-in/sign-in-path';
export * from '../browser/failure-message/no-wallet-to-sign-error';
export * from '../browser/failure-message/signed-action-failure';
