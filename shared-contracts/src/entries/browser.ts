/**
 * @marketplace/contracts/browser: the page's state and its wiring. The session store (the shell
 * writes it; everyone else reads it and asks the shell through `sessionUserAccess`), the user
 * profile cache, the typed event bus and its events, the React contexts and hooks (runtime config,
 * locale, marketplace API, user profiles), the page's API client, the page's query client and the
 * hooks on its server state (rate, merchants; any other read is `useQuery(<resource>Queries.x(api))`
 * with the queries of '@marketplace/contracts/http'), and the remote-module map (its props types name React).
 *
 * Entry rule: each entry is shared as its own Module Federation singleton and bundled with what it
 * imports. The stores, the bus and the contexts must exist once per page, so another entry reaches
 * them only through '@marketplace/contracts/browser', never by a relative path; files here import wire
 * files relatively and http, ui or testing through the package (checked by scripts/check-boundaries.mjs).
 */

export * from '../bus/event-bus';
export * from '../bus/bus-events';
export * from '../bus/request-wallet-signature';
export * from '../site-storage/site-cookie';
export * from '../site-storage/web-storage-key';
export * from '../consent/consent-choice';
export * from '../consent/use-consent';
export * from '../state/session-store';
export * from '../state/session-user-access';
export * from '../state/cart-store';
export * from '../state/user-profile-cache';
export * from '../state/user-profiles-context';
export * from '../state/marketplace-api-context';
export * from '../state/marketplace-query-client';
export * from '../state/use-rate-query';
export * from '../state/use-merchants-query';
export * from '../state/notification-reads';
export * from '../state/page-api';
export * from '../config/runtime-config-context';
export * from '../locale/locale-context';
export * from '../browser/password-strength/password-strength';
export * from '../browser/password-strength/use-password-score';
export * from '../humanity/humanity-tokens';
export * from '../humanity/humanity-refusal';
export * from '../humanity/with-humanity-token';
export * from '../humanity/use-humanity-guard';
export * from '../remotes/remote-module-map';
export * from '../browser/page-in-url/page-in-url';
export * from '../browser/sign-in/sign-in-path';
export * from '../browser/failure-message/no-wallet-to-sign-error';
export * from '../browser/failure-message/signed-action-failure';
