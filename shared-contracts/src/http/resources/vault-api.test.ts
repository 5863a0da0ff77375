import { envelope, failure, fakeApi } from '../../testing/api/fake-api';
import { createVaultApi } from './vault-api';

const PASSWORD_KEY = { value: '{"v":1,"ct":"Y2lwaGVy"}', time: '2025-05-01T10:00:00.000Z' };

describe('vault api', () => {
  describe('keys', () => {
    it('gives the keys record of the main API', async () => {
      const { transport, calls } = fakeApi(() => envelope({ password: PASSWORD_KEY }));

      const keys = await createVaultApi(transport).keys();

      expect(keys).toEqual({ password: PASSWORD_KEY });
      expect(calls[0]?.url).toBe('https://api.market.test/api/vault/keys');
    });

    it("gives null for the reference API's null payload: no keys yet, answered as data", async () => {
      const { transport } = fakeApi(() => envelope(null));

      await expect(createVaultApi(transport).keys()).resolves.toBeNull();
    });

    it('gives null for a 404: the user has no keys yet (spec §7)', async () => {
      const { transport } = fakeApi(() => failure(404, 'Keys not found'));

      await expect(createVaultApi(transport).keys()).resolves.toBeNull();
    });

    it('still rejects any other failure, which must not read as "no keys"', async () => {
      const { transport } = fakeApi(() => failure(500));

      await expect(createVaultApi(transport).keys()).rejects.toMatchObject({ status: 500 });
    });
  });

  describe('saveKeys', () => {
    it('puts the record and gives the whole record now stored', async () => {
      const rescue = { value: '{"v":1,"ct":"cmVzY3Vl"}', time: '2025-05-01T10:00:01.000Z' };
      const { transport, calls } = fakeApi(() => envelope({ password: PASSWORD_KEY, rescue }));

      const stored = await createVaultApi(transport).saveKeys({ rescue });

      expect(stored).toEqual({ password: PASSWORD_KEY, rescue });
      expect(calls[0]).toMatchObject({ method: 'PUT', url: 'https://api.market.test/api/vault/keys', body: { rescue } });
    });
  });
});
