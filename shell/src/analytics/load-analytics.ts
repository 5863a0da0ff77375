import type { RuntimeConfig } from '@marketplace/contracts/wire';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

export interface Analytics {
  /** Records a page view of a locale-prefixed path (never its query: it may hold codes or referrals). */
  pageView(path: string): void;
}

const NO_ANALYTICS: Analytics = { pageView: () => {} };

/**
 * Spec §7: the analytics tag is loaded on demand, and only when runtime config names one. It is
 * asked for once the page is idle, so it never delays the first paint; without a config entry no
 * script and no data layer exist at all.
 */
export interface AnalyticsDeps {
  target?: DataLayerWindow;
  whenIdle?: (run: () => void) => void;
}

const runWhenIdle = (run: () => void): void => {
  if (window.requestIdleCallback) window.requestIdleCallback(run);
  else setTimeout(run, 0);
};

export function loadAnalytics(
  analytics: RuntimeConfig['analytics'],
  { target = window as DataLayerWindow, whenIdle = runWhenIdle }: AnalyticsDeps = {},
): Analytics {
  if (!analytics) return NO_ANALYTICS;
  target.dataLayer ??= [];
  const layer = target.dataLayer;
  layer.push(['js', new Date()], ['config', analytics.tagId, { send_page_view: false }]);
  whenIdle(() => {
    const script = target.document.createElement('script');
    script.async = true;
    script.src = `${analytics.scriptUrl}${analytics.scriptUrl.includes('?') ? '&' : '?'}id=${encodeURIComponent(analytics.tagId)}`;
    target.document.head.append(script);
  });
  return { pageView: (path) => void layer.push(['event', 'page_view', { page_path: path }]) };
}
