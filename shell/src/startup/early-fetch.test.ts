import { fetchEarlyOr, startEarly } from './early-fetch';

describe('early fetch', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('hands the request started early to its first user, and fetches afresh after that', async () => {
    const fetchMock = jest.fn().mockImplementation(async () => new Response('{}'));
    global.fetch = fetchMock;
    startEarly('/config.json', { cache: 'no-store' });
    startEarly('/config.json', { cache: 'no-store' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await fetchEarlyOr('/config.json');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await fetchEarlyOr('/config.json');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
