import { ApiError } from '../../wire/api/api-error';
import { createInfluencerApi } from './influencer-api';
import { createKycApi } from './kyc-api';
import { createReferralsApi } from './referrals-api';
import { envelope, failure, fakeApi } from '../../testing/api/fake-api';

const PERSON = { id: '5f0c8c1e-4d0c-4e3a-9b65-2f3a1f2d9c01', username: 'nova', displayName: 'Nova', profilePicture: 'DEFAULT' };

describe('referrals api', () => {
  it('asks for a page of the people referred', async () => {
    const { transport, calls } = fakeApi(() => envelope({ records: [{ ...PERSON, joinedTime: '2025-09-02T10:15:00.000Z' }], total: 1 }));

    const people = await createReferralsApi(transport).users({ page: 2, pageSize: 5 });

    expect(people.total).toBe(1);
    expect(calls[0]).toMatchObject({ method: 'GET', url: 'https://api.market.test/api/users/self/referrals/users?page=2&pageSize=5' });
  });

  it.each([
    ['a failed call', () => failure(500)],
    ['a malformed answer', () => envelope({ records: [{ ...PERSON, amount: '-1' }], total: 1 })],
  ])('reads %s of the rewards as none (spec §7 list rule)', async (_case, answer) => {
    const { transport } = fakeApi(answer);

    await expect(createReferralsApi(transport).transactions()).resolves.toEqual({ records: [], total: 0 });
  });

  it.each([
    ['a failed call', () => failure(500)],
    ['a malformed answer', () => envelope({ records: [{ ...PERSON, amount: '-1' }], total: 1 })],
  ])('rejects %s in the page reads, so the referrals page can tell a failure from "nobody yet"', async (_case, answer) => {
    const { transport } = fakeApi(answer);
    const referrals = createReferralsApi(transport);

    await expect(referrals.usersPage()).rejects.toBeInstanceOf(ApiError);
    await expect(referrals.transactionsPage()).rejects.toBeInstanceOf(ApiError);
  });
});

describe('influencer api', () => {
  it('reads "no application yet" from a null payload or a 404, and rejects any other failure', async () => {
    await expect(createInfluencerApi(fakeApi(() => envelope(null)).transport).mine()).resolves.toBeNull();
    await expect(createInfluencerApi(fakeApi(() => failure(404)).transport).mine()).resolves.toBeNull();
    await expect(createInfluencerApi(fakeApi(() => failure(500)).transport).mine()).rejects.toMatchObject({ status: 500 });
  });

  it('posts the application as typed', async () => {
    const stored = { id: PERSON.id, status: 'RECEIVED', channelUrl: 'https://video.example/@nova', createdTime: '2026-11-25T12:00:00.000Z' };
    const { transport, calls } = fakeApi(() => envelope(stored));
    const application = { name: 'Nova', email: 'nova@x.test', channelUrl: stored.channelUrl, audienceSize: 5000, message: 'A message long enough to pass.' };

    await expect(createInfluencerApi(transport).apply(application)).resolves.toEqual(stored);
    expect(calls[0]).toMatchObject({ method: 'POST', url: 'https://api.market.test/api/influencer-applications', body: application });
    expect(calls[0]!.headers).not.toHaveProperty('X-Humanity-Token');

    await createInfluencerApi(transport).apply(application, 'humanity-token-1');
    expect(calls[1]!.headers).toMatchObject({ 'X-Humanity-Token': 'humanity-token-1' });
  });
});

describe('kyc api', () => {
  it('asks the KYC host, not the main API, with the bearer token', async () => {
    const state = { available: true, provider: 'LOCAL', status: 'NOT_STARTED', steps: [], updatedTime: null };
    const { transport, calls } = fakeApi(() => envelope(state));

    await createKycApi(transport).status();

    expect(calls[0]).toMatchObject({ method: 'GET', url: 'https://kyc.market.test/api/users/self/kyc' });
    expect(calls[0]?.headers).toMatchObject({ Authorization: expect.stringMatching(/^Bearer /) });
  });

  it('completes a step by its name in the path, and rejects a refusal', async () => {
    const state = { available: true, provider: 'LOCAL', status: 'IN_PROGRESS', steps: [{ step: 'identity-document', status: 'DONE' }], updatedTime: null };
    const { transport, calls } = fakeApi(() => envelope(state));

    await expect(createKycApi(transport).completeStep('identity-document')).resolves.toEqual(state);
    expect(calls[0]).toMatchObject({ method: 'POST', url: 'https://kyc.market.test/api/users/self/kyc/steps/identity-document' });
    await expect(createKycApi(fakeApi(() => failure(409)).transport).completeStep('review')).rejects.toMatchObject({ status: 409 });
  });
});
