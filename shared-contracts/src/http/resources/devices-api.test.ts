import { createDevicesApi } from './devices-api';
import { envelope, failure, fakeApi } from '../../testing/api/fake-api';

const DEVICE = {
  id: '5f0c8c1e-4d0c-4e3a-9b65-2f3a1f2d9c01',
  name: 'Chrome on Linux',
  signInMethod: 'password',
  createdAt: '2025-05-01T10:00:00.000Z',
  lastSeenAt: '2025-05-02T10:00:00.000Z',
  current: true,
};

describe('devices api', () => {
  it("lists the signed-in user's devices", async () => {
    const { transport, calls } = fakeApi(() => envelope([DEVICE]));

    const devices = await createDevicesApi(transport).list();

    expect(devices).toEqual([DEVICE]);
    expect(calls[0]).toMatchObject({ method: 'GET', url: 'https://api.market.test/api/users/self/devices' });
  });

  it.each([
    ['a failed call', () => failure(500)],
    ['a malformed answer', () => envelope([{ ...DEVICE, signInMethod: 'telepathy' }])],
  ])('gives an empty list for %s (spec §7 list rule)', async (_case, answer) => {
    const { transport } = fakeApi(answer);

    await expect(createDevicesApi(transport).list()).resolves.toEqual([]);
  });

  it('removes a device by its id in the path', async () => {
    const { transport, calls } = fakeApi(() => envelope({ id: DEVICE.id }));

    const removed = await createDevicesApi(transport).remove(DEVICE.id);

    expect(removed).toEqual({ id: DEVICE.id });
    expect(calls[0]).toMatchObject({ method: 'DELETE', url: `https://api.market.test/api/users/self/devices/${DEVICE.id}`, body: undefined });
  });

  it('rejects a removal the server refuses', async () => {
    const { transport } = fakeApi(() => failure(404, 'Device not found'));

    await expect(createDevicesApi(transport).remove(DEVICE.id)).rejects.toMatchObject({ status: 404 });
  });
});
