import { ApiError } from '../../wire/api/api-error';
import { accountClosingRefusalOf } from '../../wire/schemas/account-closing-schemas';
import { createAccountClosingApi } from './account-closing-api';
import { envelope, failure, fakeApi } from '../../testing/api/fake-api';

const CLOSING = { requestedAt: '2026-12-01T09:00:00.000Z', closesAt: '2026-12-15T09:00:00.000Z' };

describe('account closing api', () => {
  it('reads the pending closing, and null when none is pending', async () => {
    const pending = fakeApi(() => envelope(CLOSING));
    await expect(createAccountClosingApi(pending.transport).pending()).resolves.toEqual(CLOSING);
    expect(pending.calls[0]).toMatchObject({ method: 'GET', url: 'https://api.market.test/api/users/self/closing' });

    const none = fakeApi(() => envelope(null));
    await expect(createAccountClosingApi(none.transport).pending()).resolves.toBeNull();
  });

  it('asks to close with the password and the code, answering the dates', async () => {
    const { transport, calls } = fakeApi(() => envelope(CLOSING));
    const asked = { currentPassword: 'secret-1', code: '123456' };
    await expect(createAccountClosingApi(transport).request(asked)).resolves.toEqual(CLOSING);
    expect(calls[0]).toMatchObject({ method: 'POST', url: 'https://api.market.test/api/users/self/closing', body: asked });
  });

  it('rejects a second closing with the refusal the page names', async () => {
    const { transport } = fakeApi(() => failure(409, 'The account is already set to close'));
    const refused = await createAccountClosingApi(transport)
      .request({ currentPassword: 'secret-1' })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(accountClosingRefusalOf((refused as ApiError).answerMessage)).toBe('alreadyPending');
  });

  it('cancels with a DELETE', async () => {
    const { transport, calls } = fakeApi(() => envelope({ cancelled: true }));
    await expect(createAccountClosingApi(transport).cancel()).resolves.toEqual({ cancelled: true });
    expect(calls[0]).toMatchObject({ method: 'DELETE', url: 'https://api.market.test/api/users/self/closing' });
  });

  it("reads the ADMIN's list of pending closings", async () => {
    const list = { records: [{ userId: 'u1', username: null, ...CLOSING }], total: 1 };
    const { transport, calls } = fakeApi(() => envelope(list));
    await expect(createAccountClosingApi(transport).pendingForAdmin()).resolves.toEqual(list);
    expect(calls[0]).toMatchObject({ url: 'https://api.market.test/api/admin/account-closings' });
  });
});
