import { contractHarnessPerSuite } from '../testing/contract-harness.js';
import { mailKeyLink } from '../mail/email-links.js';
import { queuedLinkTo } from '../testing/queued-mails.js';

const contract = contractHarnessPerSuite();

describe('e-mail keys api against the server', () => {
  it('mails a verification link whose key verifies the address without a sign-in', async () => {
    const { api, setToken, t } = contract();
    setToken((await t.createUser({ email: 'contract-verify@marketplace.test' })).token);

    const sent = await api.emailKeys.requestEmailVerification();
    setToken(t.admin.token);
    const [mail] = await api.emailKeys.mailOutbox('contract-verify@marketplace.test');
    setToken(null);
    const link = new URL(await queuedLinkTo(t.db, 'contract-verify@marketplace.test', 'verify-email'));
    const verified = await api.emailKeys.verifyEmail(link.searchParams.get('verify-email')!);

    expect(sent.sentTo).toBe('contract-verify@marketplace.test');
    expect(mail).toMatchObject({ toEmail: 'contract-verify@marketplace.test', kind: 'verify-email', status: 'pending' });
    expect(verified).toEqual({ emailVerified: true });
  });

  it('unsubscribes with the key of an unsubscribe link, without a sign-in', async () => {
    const { api, setToken, t } = contract();
    const user = await t.createUser({ communications: true, email: 'contract-unsubscribe@marketplace.test' });
    await mailKeyLink(t.db, { userId: user.id, purpose: 'UNSUBSCRIBE_COMMUNICATIONS', shellOrigin: 'http://127.0.0.1:8080' });
    setToken(null);
    const link = new URL(await queuedLinkTo(t.db, 'contract-unsubscribe@marketplace.test', 'unsubscribe-communications'));

    const result = await api.emailKeys.unsubscribeCommunications(link.searchParams.get('unsubscribe')!);

    expect(result).toEqual({ communications: false, category: null });
  });

  it('rejects an unknown key with 404 Key not found', async () => {
    const { api, setToken } = contract();
    setToken(null);

    await expect(api.emailKeys.verifyEmail('k'.repeat(43))).rejects.toMatchObject({ status: 404, answerMessage: 'Key not found' });
    await expect(api.emailKeys.unsubscribeCommunications('k'.repeat(43))).rejects.toMatchObject({ status: 404, answerMessage: 'Key not found' });
  });

  it('gives anyone but an ADMIN an empty outbox', async () => {
    const { api, setToken, t } = contract();
    setToken(t.demo.token);

    await expect(api.emailKeys.mailOutbox()).resolves.toEqual([]);
  });
});
