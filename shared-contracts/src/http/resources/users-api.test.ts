import { ApiError } from '../../wire/api/api-error';
import { selfUserFixture } from '../../testing/api/self-user-fixture';
import { envelope, failure, fakeApi, type SentCall } from '../../testing/api/fake-api';
import { createUsersApi } from './users-api';

const PROFILE = {
  id: '0b6a4c1e-4d0c-4e3a-9b65-2f3a1f2d9c01',
  username: 'ana',
  displayName: 'Ana',
  tagline: null,
  profilePicture: 'DEFAULT',
  profileBanner: 'banner0',
  registrationTime: '2025-01-02T03:04:05.000Z',
};

const hostOf = (call: SentCall) => new URL(call.url).host;

describe('users api', () => {
  describe('self', () => {
    it('asks the identity service and the main API, and merges their answers', async () => {
      const server = selfUserFixture({ email: 'stale@market.test', role: 'ADMIN' });
      const identityProviders = { password: true, google: true, apple: false };
      const identityAnswer = selfUserFixture({ email: 'ana@market.test', role: 'USER', identityProviders });
      const { transport, calls } = fakeApi((call) => envelope(hostOf(call) === 'id.market.test' ? identityAnswer : server));

      const self = await createUsersApi(transport).self();

      const asked = calls.map((call) => call.url).sort();
      expect(asked).toEqual(['https://api.market.test/api/users/self', 'https://id.market.test/api/users/self']);
      expect(self).toMatchObject({ email: 'ana@market.test', role: 'ADMIN', identityProviders: { google: true } });
    });

    it.each(['id.market.test', 'api.market.test'])('rejects when %s fails, so login startup resets the session', async (failing) => {
      const { transport } = fakeApi((call) => (hostOf(call) === failing ? failure(500) : envelope(selfUserFixture())));

      await expect(createUsersApi(transport).self()).rejects.toBeInstanceOf(ApiError);
    });

    it('rejects only once both services have answered, so every session signal is out first', async () => {
      let answerMain: (response: Response) => void = () => {};
      const mainAnswer = new Promise<Response>((resolve) => (answerMain = resolve));
      const { transport, events } = fakeApi((call) => (hostOf(call) === 'id.market.test' ? failure(401, 'Unauthorized') : mainAnswer), null);
      let settled = false;

      const self = createUsersApi(transport)
        .self()
        .finally(() => (settled = true));
      await new Promise((resolve) => setTimeout(resolve, 10));
      const settledBeforeMainAnswered = settled;
      answerMain(failure(401, 'Unauthorized'));

      await expect(self).rejects.toMatchObject({ status: 401 });
      expect(settledBeforeMainAnswered).toBe(false);
      expect(events).toHaveLength(2);
    });

    it('reports a 401 of either service as an expired session', async () => {
      const { transport, events } = fakeApi(() => failure(401, 'Unauthorized'), null);

      await expect(createUsersApi(transport).self()).rejects.toMatchObject({ status: 401 });

      expect(events.map((event) => event.name)).toEqual(['session:expired', 'session:expired']);
    });
  });

  describe('kycSelf', () => {
    it('asks the KYC host with the bearer token', async () => {
      const { transport, calls } = fakeApi(() => envelope(selfUserFixture()));

      const user = await createUsersApi(transport).kycSelf();

      expect(user).toEqual({ id: selfUserFixture().id, email: selfUserFixture().email });
      expect(calls[0]).toMatchObject({ url: 'https://kyc.market.test/api/users/self', headers: { Authorization: 'Bearer session-token-1' } });
    });
  });

  describe('byIds', () => {
    it('asks for the ids as one comma list', async () => {
      const { transport, calls } = fakeApi(() => envelope([PROFILE]));

      const profiles = await createUsersApi(transport).byIds(['a1', 'b2']);

      expect(profiles).toEqual([PROFILE]);
      expect(calls[0]?.url).toBe('https://api.market.test/api/users?id=a1%2Cb2');
    });

    it('gives an empty list without calling when no id is asked', async () => {
      const { transport, calls } = fakeApi(() => envelope([PROFILE]));

      await expect(createUsersApi(transport).byIds([])).resolves.toEqual([]);

      expect(calls).toEqual([]);
    });

    it('gives an empty list when the call fails (spec §7 list calls)', async () => {
      const { transport } = fakeApi(() => failure(500));

      await expect(createUsersApi(transport).byIds(['a1'])).resolves.toEqual([]);
    });
  });

  describe('byUsernameOrId', () => {
    it('gives the public profile of a name, encoded as one path segment', async () => {
      const { transport, calls } = fakeApi(() => envelope(PROFILE));

      const profile = await createUsersApi(transport).byUsernameOrId('ana/x?');

      expect(profile).toEqual(PROFILE);
      expect(calls[0]?.url).toBe('https://api.market.test/api/users/ana%2Fx%3F');
    });

    it('gives null for a 404: the name is free (spec §5)', async () => {
      const { transport } = fakeApi(() => failure(404, 'User not found'));

      await expect(createUsersApi(transport).byUsernameOrId('free-name')).resolves.toBeNull();
    });

    it('still rejects any other failure, which does not say the name is free', async () => {
      const { transport } = fakeApi(() => failure(500));

      await expect(createUsersApi(transport).byUsernameOrId('ana')).rejects.toMatchObject({ status: 500 });
    });

    it('refuses a dot segment without calling, which would ask another path', async () => {
      const { transport, calls } = fakeApi(() => envelope(PROFILE));

      await expect(createUsersApi(transport).byUsernameOrId('..')).rejects.toThrow(TypeError);

      expect(calls).toEqual([]);
    });
  });
});
