import { ApiError } from '../../wire/api/api-error';
import { createStatusApi } from './status-api';
import { envelope, failure, fakeApi } from '../../testing/api/fake-api';

describe('status api', () => {
  describe('maintenance', () => {
    it('gives status 200 when the site is open', async () => {
      const { transport, calls } = fakeApi(() => envelope({ statusCode: 200 }));

      const status = await createStatusApi(transport).maintenance();

      expect(status).toEqual({ statusCode: 200 });
      expect(calls[0]?.url).toBe('https://api.market.test/api/status/maintenance');
    });

    it('answers a 503 as status 503, an answer the transport does not report on the bus as maintenance', async () => {
      const { transport, events } = fakeApi(() => envelope({ statusCode: 503 }, 503, 'Maintenance'));

      const status = await createStatusApi(transport).maintenance();

      expect(status).toEqual({ statusCode: 503 });
      expect(events).toEqual([]);
    });

    it('rejects any other failure, which the guard also reads as maintenance (spec §4)', async () => {
      const { transport } = fakeApi(() => failure(500));

      await expect(createStatusApi(transport).maintenance()).rejects.toBeInstanceOf(ApiError);
    });
  });

  describe('setMaintenance', () => {
    it('puts the switch and gives the state now in force', async () => {
      const { transport, calls } = fakeApi(() => envelope({ enabled: true }));

      const state = await createStatusApi(transport).setMaintenance(true);

      expect(state).toEqual({ enabled: true });
      expect(calls[0]).toMatchObject({ method: 'PUT', url: 'https://api.market.test/api/status/maintenance', body: { enabled: true } });
    });

    it('rejects a refusal (not an ADMIN)', async () => {
      const { transport } = fakeApi(() => failure(403, 'Forbidden'));

      await expect(createStatusApi(transport).setMaintenance(false)).rejects.toMatchObject({ status: 403 });
    });
  });
});
