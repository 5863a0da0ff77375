import { createEmailKeysApi } from './email-keys-api';
import { envelope, failure, fakeApi } from '../../testing/api/fake-api';

const KEY = 'k'.repeat(43);
const MAIL = {
  id: 7,
  toEmail: 'ana@market.test',
  kind: 'verify-email',
  category: 'account',
  status: 'sent',
  attempts: 1,
  showsAntiphishingCode: true,
  createdAt: '2025-05-01T10:00:00.000Z',
  nextAttemptAt: '2025-05-01T10:00:00.000Z',
  sentAt: '2025-05-01T10:00:01.000Z',
  lastError: null,
  foldedInto: null,
};

describe('e-mail keys api', () => {
  it('posts the key of a verification link', async () => {
    const { transport, calls } = fakeApi(() => envelope({ emailVerified: true }));

    const result = await createEmailKeysApi(transport).verifyEmail(KEY);

    expect(result).toEqual({ emailVerified: true });
    expect(calls[0]).toMatchObject({ method: 'POST', url: 'https://api.market.test/api/keys/verify-email', body: { key: KEY } });
  });

  it('posts the key of an unsubscribe link', async () => {
    const { transport, calls } = fakeApi(() => envelope({ communications: true, category: 'offers' }));

    const result = await createEmailKeysApi(transport).unsubscribeCommunications(KEY);

    expect(result).toEqual({ communications: true, category: 'offers' });
    expect(calls[0]).toMatchObject({ method: 'POST', url: 'https://api.market.test/api/keys/unsubscribe-communications', body: { key: KEY } });
  });

  it('rejects a key the server does not know, so the page can say the link has expired', async () => {
    const { transport } = fakeApi(() => failure(404, 'Key not found'));

    await expect(createEmailKeysApi(transport).verifyEmail(KEY)).rejects.toMatchObject({ status: 404 });
    await expect(createEmailKeysApi(transport).unsubscribeCommunications(KEY)).rejects.toMatchObject({ status: 404 });
  });

  it('asks for an address change with the new address, the password and the code, and answers where the link went', async () => {
    const sent = { sentTo: 'new@market.test', expiresAt: '2025-05-02T10:00:00.000Z' };
    const { transport, calls } = fakeApi(() => envelope(sent));
    const change = { newEmail: 'new@market.test', currentPassword: 'correct-horse-1', code: '123456' };

    const result = await createEmailKeysApi(transport).requestEmailChange(change);

    expect(result).toEqual(sent);
    expect(calls[0]).toMatchObject({ method: 'POST', url: 'https://api.market.test/api/users/self/email-change', body: change });
  });

  it('rejects a refused address change with the error, whose message tells the refusal', async () => {
    const { transport } = fakeApi(() => failure(403, 'Invalid 2FA code'));

    const refused = createEmailKeysApi(transport).requestEmailChange({ newEmail: 'new@market.test', currentPassword: 'x' });

    await expect(refused).rejects.toMatchObject({ status: 403, answerMessage: 'Invalid 2FA code' });
  });

  it('posts the key of an address-change link and answers the new address', async () => {
    const { transport, calls } = fakeApi(() => envelope({ email: 'new@market.test' }));

    const result = await createEmailKeysApi(transport).confirmEmailChange(KEY);

    expect(result).toEqual({ email: 'new@market.test' });
    expect(calls[0]).toMatchObject({ method: 'POST', url: 'https://api.market.test/api/keys/confirm-email-change', body: { key: KEY } });
  });

  it('asks for a verification mail with a bodiless POST', async () => {
    const answer = { sentTo: 'ana@market.test', expiresAt: '2025-05-02T10:00:00.000Z' };
    const { transport, calls } = fakeApi(() => envelope(answer));

    await expect(createEmailKeysApi(transport).requestEmailVerification()).resolves.toEqual(answer);
    expect(calls[0]).toMatchObject({ method: 'POST', url: 'https://api.market.test/api/users/self/verify-email', body: undefined });
  });

  it("reads one recipient's mail from the outbox", async () => {
    const { transport, calls } = fakeApi(() => envelope([MAIL]));

    const mails = await createEmailKeysApi(transport).mailOutbox('ana@market.test');

    expect(mails).toEqual([MAIL]);
    expect(calls[0]?.url).toBe('https://api.market.test/api/admin/mail-outbox?email=ana%40market.test');
  });

  it('reads the whole outbox without a filter, and gives an empty list when it cannot', async () => {
    const { transport, calls } = fakeApi(() => failure(403));

    await expect(createEmailKeysApi(transport).mailOutbox()).resolves.toEqual([]);
    expect(calls[0]?.url).toBe('https://api.market.test/api/admin/mail-outbox');
  });
});
