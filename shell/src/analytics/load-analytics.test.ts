import { loadAnalytics } from './load-analytics';

afterEach(() => {
  document.head.innerHTML = '';
  delete (window as Window & { dataLayer?: unknown[] }).dataLayer;
});

const analyticsScripts = () => document.head.querySelectorAll('script[src^="https://tags.example/"]');

describe('loadAnalytics', () => {
  it('loads nothing without an analytics entry in the config', () => {
    const analytics = loadAnalytics(null, { whenIdle: (run) => run() });
    analytics.pageView('/store');

    expect(analyticsScripts()).toHaveLength(0);
    expect((window as Window & { dataLayer?: unknown[] }).dataLayer).toBeUndefined();
  });

  it('loads the configured tag once the page is idle, not before', () => {
    let idle: () => void = () => {};

    loadAnalytics(
      { tagId: 'G-TEST', scriptUrl: 'https://tags.example/gtag.js' },
      {
        whenIdle: (run) => {
          idle = run;
        },
      },
    );

    expect(analyticsScripts()).toHaveLength(0);
    idle();
    expect(analyticsScripts()).toHaveLength(1);
    expect(analyticsScripts()[0]?.getAttribute('src')).toBe('https://tags.example/gtag.js?id=G-TEST');
  });

  it('records page views by path', () => {
    const analytics = loadAnalytics({ tagId: 'G-TEST', scriptUrl: 'https://tags.example/gtag.js' }, { whenIdle: () => {} });

    analytics.pageView('/ja/store/diamond-dreams');

    expect((window as Window & { dataLayer?: unknown[] }).dataLayer).toContainEqual(['event', 'page_view', { page_path: '/ja/store/diamond-dreams' }]);
  });
});
