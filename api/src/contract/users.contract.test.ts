import { SEED_ADMIN_USER, SEED_DEMO_USER } from '../seed/seed-accounts.js';
import { contractHarnessPerSuite } from '../testing/contract-harness.js';

const contract = contractHarnessPerSuite();

describe('users api against the server', () => {
  describe('self', () => {
    it('gives the signed-in user, merged from the identity service and the server', async () => {
      const { api, setToken, t } = contract();
      setToken(t.demo.token);

      const self = await api.users.self();

      expect(self).toMatchObject({
        id: t.demo.id,
        email: SEED_DEMO_USER.email,
        username: SEED_DEMO_USER.username,
        role: 'USER',
        identityProviders: { password: true, google: false, apple: false },
      });
    });

    it('reports a visitor as an expired session, once per service asked', async () => {
      const { api, setToken, events } = contract();
      setToken(null);

      await expect(api.users.self()).rejects.toMatchObject({ status: 401 });

      expect(events).toEqual([
        { name: 'session:expired', payload: { status: 401, request: 'GET /api/users/self' } },
        { name: 'session:expired', payload: { status: 401, request: 'GET /api/users/self' } },
      ]);
    });

    it('reports an expired token as an expired session', async () => {
      const { api, setToken, t, events } = contract();
      setToken(await t.expiredTokenFor(t.demo.id));

      await expect(api.users.self()).rejects.toMatchObject({ status: 401 });

      expect(events.map((event) => event.name)).toContain('session:expired');
    });
  });

  describe('kycSelf', () => {
    it('gives who the KYC host sees signed in', async () => {
      const { api, setToken, t } = contract();
      setToken(t.demo.token);

      const user = await api.users.kycSelf();

      expect(user).toEqual({ id: t.demo.id, email: SEED_DEMO_USER.email });
    });
  });

  describe('byIds', () => {
    it('gives the public profiles of the ids, nothing private', async () => {
      const { api, setToken, t } = contract();
      setToken(t.demo.token);

      const profiles = await api.users.byIds([t.demo.id, t.admin.id]);

      expect(profiles.map((profile) => profile.username).sort()).toEqual([SEED_ADMIN_USER.username, SEED_DEMO_USER.username].sort());
      expect(profiles[0]).not.toHaveProperty('email');
    });

    it('gives an empty list when the server refuses the list (an id that is not one)', async () => {
      const { api, setToken, t } = contract();
      setToken(t.demo.token);

      await expect(api.users.byIds(['not-a-uuid'])).resolves.toEqual([]);
    });
  });

  describe('byUsernameOrId', () => {
    it('finds a user by name, whatever its case, and by id', async () => {
      const { api, setToken, t } = contract();
      setToken(null);

      const byName = await api.users.byUsernameOrId('DEMO');
      const byId = await api.users.byUsernameOrId(t.demo.id);

      expect(byName?.id).toBe(t.demo.id);
      expect(byId?.username).toBe(SEED_DEMO_USER.username);
    });

    it('gives null for a name nobody has: it is free', async () => {
      const { api, setToken } = contract();
      setToken(null);

      await expect(api.users.byUsernameOrId('nobody-has-this')).resolves.toBeNull();
    });
  });
});
