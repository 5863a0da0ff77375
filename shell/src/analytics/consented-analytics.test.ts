import type { AnalyticsApi } from '@marketplace/contracts/http';
import type { ConsentChoice } from '@marketplace/contracts/browser';
import { startConsentedAnalytics } from './consented-analytics';
import { createPageViewTracker } from './page-view-tracker';

const ID = '0b6f3a57-6c1d-4b8e-9a52-3e8f2b1c7d40';
const OTHER_ID = '7a1e2c44-9d3b-4f0e-8c21-5b6d7e8f9a01';

function setUp(consent: ConsentChoice | null, path = '/ja/store/diamond-dreams') {
  let current = path;
  let navigate: (pathname: string) => void = () => {};
  let changeConsent: (choice: ConsentChoice) => void = () => {};
  const recordPageView = jest.fn<ReturnType<AnalyticsApi['recordPageView']>, Parameters<AnalyticsApi['recordPageView']>>(() => Promise.resolve(null));
  const loadTracker = jest.fn(() => Promise.resolve({ createPageViewTracker }));
  startConsentedAnalytics({
    consent,
    onConsentChanged: (listener) => {
      changeConsent = listener;
    },
    currentPath: () => current,
    onNavigation: (listener) => {
      navigate = (pathname) => {
        current = pathname;
        listener(pathname);
      };
    },
    api: { recordPageView },
    tag: null,
    loadTracker,
  });
  return { recordPageView, loadTracker, navigate: (pathname: string) => navigate(pathname), changeConsent: (choice: ConsentChoice) => changeConsent(choice) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('analytics under consent', () => {
  it('fetches nothing and sends nothing before a choice, however the visitor browses', async () => {
    const { recordPageView, loadTracker, navigate } = setUp(null);

    navigate('/store/elemental-raiders');
    await settle();

    expect(loadTracker).not.toHaveBeenCalled();
    expect(recordPageView).not.toHaveBeenCalled();
  });

  it('sends nothing for a visitor who refused', async () => {
    const { recordPageView, loadTracker, navigate } = setUp({ analytics: false, visitorId: null });

    navigate('/store/elemental-raiders');
    await settle();

    expect(loadTracker).not.toHaveBeenCalled();
    expect(recordPageView).not.toHaveBeenCalled();
  });

  it('on consent counts the page on screen once, then one view per navigation', async () => {
    const { recordPageView, loadTracker, navigate, changeConsent } = setUp(null);

    changeConsent({ analytics: true, visitorId: ID });
    await settle();
    navigate('/legal/cookies');

    expect(loadTracker).toHaveBeenCalledTimes(1);
    expect(recordPageView.mock.calls.map(([view]) => view)).toEqual([
      { path: '/store/diamond-dreams', locale: 'ja', visitorId: ID },
      { path: '/legal/cookies', locale: 'en', visitorId: ID },
    ]);
  });

  it('counts from start-up for a visitor who consented before', async () => {
    const { recordPageView } = setUp({ analytics: true, visitorId: ID }, '/');
    await settle();

    expect(recordPageView).toHaveBeenCalledWith({ path: '/', locale: 'en', visitorId: ID });
  });

  it('stops at once on withdrawal, and a new consent counts under the new id', async () => {
    const { recordPageView, navigate, changeConsent } = setUp({ analytics: true, visitorId: ID });
    await settle();
    recordPageView.mockClear();

    changeConsent({ analytics: false, visitorId: null });
    navigate('/store/elemental-raiders');
    expect(recordPageView).not.toHaveBeenCalled();

    changeConsent({ analytics: true, visitorId: OTHER_ID });
    await settle();
    expect(recordPageView.mock.calls.map(([view]) => view)).toEqual([{ path: '/store/elemental-raiders', locale: 'en', visitorId: OTHER_ID }]);
  });

  it('sends nothing when consent is withdrawn while the tracker was still loading', async () => {
    const { recordPageView, changeConsent } = setUp(null);

    changeConsent({ analytics: true, visitorId: ID });
    changeConsent({ analytics: false, visitorId: null });
    await settle();

    expect(recordPageView).not.toHaveBeenCalled();
  });
});

describe('the configured third-party tag', () => {
  const TAG = { tagId: 'G-TEST', scriptUrl: 'https://tags.example/gtag.js' };

  function start(consent: ConsentChoice | null, tag: typeof TAG | null) {
    let changeConsent: (choice: ConsentChoice) => void = () => {};
    const pageView = jest.fn();
    const loadTag = jest.fn(() => Promise.resolve({ loadAnalytics: () => ({ pageView }) }));
    startConsentedAnalytics({
      consent,
      onConsentChanged: (listener) => {
        changeConsent = listener;
      },
      currentPath: () => '/store/diamond-dreams',
      onNavigation: () => {},
      api: { recordPageView: () => Promise.resolve(null) },
      tag,
      loadTracker: () => Promise.resolve({ createPageViewTracker }),
      loadTag,
    });
    return { loadTag, pageView, changeConsent: (choice: ConsentChoice) => changeConsent(choice) };
  }

  it('is fetched only on consent, and counts the page on screen', async () => {
    const { loadTag, pageView, changeConsent } = start(null, TAG);
    await settle();
    expect(loadTag).not.toHaveBeenCalled();

    changeConsent({ analytics: true, visitorId: ID });
    await settle();

    expect(loadTag).toHaveBeenCalledTimes(1);
    expect(pageView).toHaveBeenCalledWith('/store/diamond-dreams');
  });

  it('is never fetched when the config names none', async () => {
    const { loadTag } = start({ analytics: true, visitorId: ID }, null);
    await settle();

    expect(loadTag).not.toHaveBeenCalled();
  });
});
