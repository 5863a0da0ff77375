import { createPageViewTracker } from './page-view-tracker';

const ID = '0b6f3a57-6c1d-4b8e-9a52-3e8f2b1c7d40';

describe('the page view tracker', () => {
  it('sends the path without locale prefix, query or hash, with the locale and the visitor id', () => {
    const recordPageView = jest.fn(() => Promise.resolve(null));

    createPageViewTracker({ recordPageView }, ID).view('/ko/communications?unsubscribe=KEY#top');

    expect(recordPageView).toHaveBeenCalledWith({ path: '/communications', locale: 'ko', visitorId: ID });
  });

  it('never lets a failed count reach the page', async () => {
    const recordPageView = jest.fn(() => Promise.reject(new Error('429')));

    expect(() => createPageViewTracker({ recordPageView }, ID).view('/')).not.toThrow();
    await Promise.resolve();
  });
});
