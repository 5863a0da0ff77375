import { ApiError } from '../../wire/api/api-error';
import { createMintsApi } from './mints-api';
import { envelope, failure, fakeApi } from '../../testing/api/fake-api';

const MINT = {
  id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  collectibleId: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a',
  listingId: '3e4f5a6b-7c8d-4e9f-8a1b-2c3d4e5f6a7b',
  price: '100.0',
  fee: '10.0',
  total: '110.0',
  message: 'Marketplace purchase\n…',
  status: 'RESERVED',
  expiresAt: '2025-05-01T12:10:00.000Z',
  createdAt: '2025-05-01T12:00:00.000Z',
};

describe('mints api', () => {
  it('reserves the mint the client named, posting the collectible', async () => {
    const { transport, calls } = fakeApi(() => envelope(MINT));

    const mint = await createMintsApi(transport).reserve(MINT.id, { collectibleId: MINT.collectibleId });

    expect(mint).toEqual(MINT);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: `https://api.market.test/api/users/self/mints/${MINT.id}/purchases`,
      body: { collectibleId: MINT.collectibleId },
    });
  });

  it("rejects a refusal with the server's reason, for the page to show", async () => {
    const { transport } = fakeApi(() => failure(409, 'Insufficient balance'));

    const refused = await createMintsApi(transport)
      .reserve(MINT.id, { collectibleId: MINT.collectibleId })
      .catch((error: unknown) => error);

    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).answerMessage).toBe('Insufficient balance');
  });

  it('sends the signature and the 2FA code to sign', async () => {
    const { transport, calls } = fakeApi(() => envelope({ ...MINT, status: 'SIGNED' }));
    const signature = `0x${'ab'.repeat(65)}`;

    const mint = await createMintsApi(transport).sign(MINT.id, { signature, code: '123456' });

    expect(mint.status).toBe('SIGNED');
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: `https://api.market.test/api/users/self/mints/${MINT.id}/sign`,
      body: { signature, code: '123456' },
    });
  });

  it('gives null for a mint the user does not have', async () => {
    const { transport } = fakeApi(() => failure(404, 'Mint not found'));

    await expect(createMintsApi(transport).get(MINT.id)).resolves.toBeNull();
  });

  it('lists a page, and an empty one when the call fails (spec §7)', async () => {
    const ok = fakeApi(() => envelope({ records: [MINT], total: 1 }));
    const broken = fakeApi(() => failure(500));

    await expect(createMintsApi(ok.transport).list({ page: 2, pageSize: 5 })).resolves.toEqual({ records: [MINT], total: 1 });
    expect(ok.calls[0]?.url).toBe('https://api.market.test/api/users/self/mints?page=2&pageSize=5');
    await expect(createMintsApi(broken.transport).list()).resolves.toEqual({ records: [], total: 0 });
  });

  it('cancels with DELETE, and refuses an id that is not one path segment before any call', async () => {
    const { transport, calls } = fakeApi(() => envelope({ ...MINT, status: 'CANCELLED' }));

    await createMintsApi(transport).cancel(MINT.id);

    expect(calls[0]).toMatchObject({ method: 'DELETE', url: `https://api.market.test/api/users/self/mints/${MINT.id}` });
    expect(() => createMintsApi(transport).cancel('..')).toThrow(TypeError);
  });
});
