import type { AnalyticsApi } from '@marketplace/contracts/http';
import type { ConsentChoice, MarketplaceEvents } from '@marketplace/contracts/browser';
import type { RuntimeConfig } from '@marketplace/contracts/wire';
import type { Analytics, loadAnalytics } from './load-analytics';
import type { PageViewTracker } from './page-view-tracker';

export interface ConsentedAnalyticsDeps {
  /** The visitor's choice at start-up (the consent cookie), null when not made yet. */
  consent: ConsentChoice | null;
  /** Hears every later choice, from the banner or the cookie policy page (`consent:changed`). */
  onConsentChanged: (listener: (choice: MarketplaceEvents['consent:changed']) => void) => void;
  /** The address on screen, and a way to hear each navigation to another one. */
  currentPath: () => string;
  onNavigation: (listener: (pathname: string) => void) => void;
  api: AnalyticsApi;
  /** The configured third-party tag, if any: loaded on the same consent. */
  tag: RuntimeConfig['analytics'];
  /** The tracker's chunk; fetched on the first consent, never before. */
  loadTracker?: () => Promise<{ createPageViewTracker: (api: AnalyticsApi, visitorId: string) => PageViewTracker }>;
  /** The configured tag's loader; fetched on the first consent when config names a tag, never otherwise. */
  loadTag?: () => Promise<{ loadAnalytics: typeof loadAnalytics }>;
}

/**
 * Spec §7 "analytics loaded on demand", with consent: before the visitor allows analytics nothing of it
 * exists, not even its script. On consent the tracker is fetched and counts the page on screen, then one
 * view per navigation; on withdrawal it stops at once (the chunk stays in memory but sends nothing).
 */
export function startConsentedAnalytics({
  consent,
  onConsentChanged,
  currentPath,
  onNavigation,
  api,
  tag,
  loadTracker = () => import(/* webpackChunkName: "page-view-tracker" */ './page-view-tracker'),
  loadTag = () => import(/* webpackChunkName: "analytics-tag" */ './load-analytics'),
}: ConsentedAnalyticsDeps): void {
  // The visitor id of the consent in force; null while analytics is not allowed.
  let allowedFor: string | null = null;
  let tracker: PageViewTracker | null = null;
  let thirdParty: Analytics | null = null;

  const count = (pathname: string) => {
    if (!allowedFor) return;
    tracker?.view(pathname);
    thirdParty?.pageView(pathname);
  };

  const apply = (choice: ConsentChoice | null) => {
    const visitorId = choice?.analytics ? choice.visitorId : null;
    if (visitorId === allowedFor) return;
    allowedFor = visitorId;
    tracker = null;
    if (!visitorId) return;
    void loadTracker().then(
      ({ createPageViewTracker }) => {
        // A withdrawal (or a new id) while the chunk was on its way wins.
        if (allowedFor !== visitorId) return;
        tracker = createPageViewTracker(api, visitorId);
        tracker.view(currentPath());
      },
      (error: unknown) => console.error('The analytics tracker could not be loaded', error),
    );
    if (tag && !thirdParty) {
      void loadTag().then(
        ({ loadAnalytics }) => {
          if (allowedFor !== visitorId || thirdParty) return;
          thirdParty = loadAnalytics(tag);
          thirdParty.pageView(currentPath());
        },
        (error: unknown) => console.error('The analytics tag could not be loaded', error),
      );
    }
  };

  onNavigation(count);
  onConsentChanged(apply);
  apply(consent);
}
