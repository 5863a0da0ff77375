import type { AnalyticsApi } from '@marketplace/contracts/http';
import { PAGE_VIEW_PATH_MAX, splitLocalePath } from '@marketplace/contracts/wire';

export interface PageViewTracker {
  /** Counts one view of a page address (locale-prefixed pathname); never rejects. */
  view(pathname: string): void;
}

/**
 * The analytics tag of spec §7, as a lazy chunk of the shell: fetched only once the visitor consented
 * to analytics, it posts each page view to the API's stand-in endpoint. What it sends is no personal
 * data: the path without locale prefix, query or hash (they may carry keys and codes), the page's
 * language and the consent cookie's random visitor id; never the account.
 */
export function createPageViewTracker(api: AnalyticsApi, visitorId: string): PageViewTracker {
  return {
    view(pathname) {
      const address = pathname.split(/[?#]/, 1)[0] ?? '/';
      const { locale, path } = splitLocalePath(address);
      if (path.length > PAGE_VIEW_PATH_MAX) return;
      // A view that could not be counted is not worth a retry or an error on the page.
      api.recordPageView({ path, locale, visitorId }).catch(() => undefined);
    },
  };
}
