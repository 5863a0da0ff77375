import { ApiError } from '../../wire/api/api-error';
import { createRatesApi } from './rates-api';
import { envelope, failure, fakeApi } from '../../testing/api/fake-api';

describe('rates api', () => {
  it('asks the main API for the GEM-USD rate and gives the price', async () => {
    const { transport, calls } = fakeApi(() => envelope({ price: 0.0425 }));

    const rate = await createRatesApi(transport).productUsd();

    expect(rate).toEqual({ price: 0.0425 });
    expect(calls.map(({ method, url }) => `${method} ${url}`)).toEqual(['GET https://api.market.test/api/rates/gem-usd']);
  });

  it('rejects when the rate cannot be read, so the page can say it is unavailable', async () => {
    const { transport } = fakeApi(() => failure(500));

    const rate = createRatesApi(transport).productUsd();

    await expect(rate).rejects.toBeInstanceOf(ApiError);
  });

  it('rejects a negative price as a malformed answer', async () => {
    const { transport } = fakeApi(() => envelope({ price: -1 }));

    await expect(createRatesApi(transport).productUsd()).rejects.toMatchObject({ kind: 'malformed' });
  });
});
