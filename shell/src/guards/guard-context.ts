import type { Locale, Merchant, RedirectRule, UserRole } from '@marketplace/contracts/wire';
import type { GuardOutcome } from './guard-outcome';
import type { RouteEntry } from '../route-model/route-entry';
import type { RouteParams } from '../route-model/route-params';

/** The navigation a guard looks at. */
export interface GuardNavigation {
  /** Path without the locale prefix: '/', '/store/diamond-dreams'. */
  path: string;
  /** The address as asked for, locale prefix, query and hash included: what the login flow comes back to. */
  fullPath: string;
  search: URLSearchParams;
  locale: Locale;
  /** The route table entry; null for a path no route matches. */
  entry: RouteEntry | null;
  params: RouteParams;
}

/** What the guards may ask of the rest of the shell; injected so each guard is tested alone. */
export interface GuardServices {
  /** Runtime config `debug`. */
  debug: boolean;
  isLoggedIn(): boolean;
  role(): UserRole | null;
  /** Status code of `GET /api/status/maintenance`; null when the check failed or gave no result. */
  maintenanceStatus(): Promise<number | null>;
  /** The server's per-path redirect rules of the running build (empty when there are none). */
  redirectRules(): Promise<readonly RedirectRule[]>;
  /** The merchants list once loaded, or what is known when waiting gives up. */
  waitForMerchants(): Promise<readonly Merchant[]>;
  /** Puts the locale prefix on a locale-free path. */
  localize(path: string): string;
  /** A `redirect` target that is not a same-origin path, dropped; noted in the error log. */
  reportRejectedRedirect(target: string): void;
}

export type Guard = (navigation: GuardNavigation, services: GuardServices) => GuardOutcome | Promise<GuardOutcome>;
