import { envelope, failure, fakeApi } from '../../testing/api/fake-api';
import { createAnalyticsApi } from './analytics-api';

const VIEW = { path: '/store/diamond-dreams', locale: 'ja', visitorId: '0b6f3a57-6c1d-4b8e-9a52-3e8f2b1c7d40' } as const;

describe('analytics api', () => {
  it('posts the page view to the main API', async () => {
    const { transport, calls } = fakeApi(() => envelope(null));

    await expect(createAnalyticsApi(transport).recordPageView(VIEW)).resolves.toBeNull();
    expect(calls).toEqual([expect.objectContaining({ method: 'POST', url: 'https://api.market.test/api/analytics/page-views', body: VIEW })]);
  });

  it('rejects a refused view with its status', async () => {
    const { transport } = fakeApi(() => failure(429));

    await expect(createAnalyticsApi(transport).recordPageView(VIEW)).rejects.toMatchObject({ status: 429 });
  });
});
