import { MutationObserver, QueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { createStore } from 'zustand/vanilla';
import { emptyUserState } from '../../wire/session/user-state';
import type { SessionState } from '../../browser/state/session-store';
import { ApiError } from '../../wire/api/api-error';
import type { MarketplaceApi } from '../resources/marketplace-api';
import { devicesKeys } from './devices-queries';
import { passwordMutations } from './password-queries';
import { twoFactorMutations } from './two-factor-queries';
import { usersKeys } from './users-queries';
import { sessionUserAccessOver } from '@marketplace/contracts/testing';

const api = (resources: Partial<Record<keyof MarketplaceApi, object>>) => resources as unknown as MarketplaceApi;
const refused = (status: number) => new ApiError('PUT /api/users/self/…', status, 'refused', { body: { status, message: 'refused' } });

function signedIn(twoFactorAuth: boolean) {
  return createStore<SessionState>(() => ({ token: 't', expiresAt: null, user: { ...emptyUserState(), id: 'user-1', twoFactorAuth } }));
}

function cached(): QueryClient {
  const client = new QueryClient();
  client.setQueryData(usersKeys.self(), { cached: true });
  client.setQueryData(devicesKeys.list(), [{ id: 'device-1' }]);
  return client;
}

async function run<TData, TVariables>(client: QueryClient, options: UseMutationOptions<TData, Error, TVariables>, variables: TVariables) {
  return new MutationObserver(client, options).mutate(variables);
}

const stale = (client: QueryClient) => ({
  self: client.getQueryState(usersKeys.self())?.isInvalidated ?? false,
  devices: client.getQueryState(devicesKeys.list())?.isInvalidated ?? false,
});

describe('twoFactorMutations.update', () => {
  it('writes the new state into the session user at once and reads the user again', async () => {
    const store = signedIn(false);
    const client = cached();

    await run(client, twoFactorMutations.update(api({ twoFactor: { update: async () => ({ twoFactorAuth: true }) } }), sessionUserAccessOver(store)), {
      twoFactorAuth: true,
      code: '123456',
    });

    expect(store.getState().user?.twoFactorAuth).toBe(true);
    expect(stale(client)).toEqual({ self: true, devices: false });
  });

  it.each([
    ['a wrong code (403)', refused(403)],
    ['an unexplained failure (null)', null],
  ])('leaves the session and the cache alone after %s', async (_name, answer) => {
    const store = signedIn(true);
    const client = cached();

    await run(client, twoFactorMutations.update(api({ twoFactor: { update: async () => answer } }), sessionUserAccessOver(store)), {
      twoFactorAuth: false,
      code: '123456',
    });

    expect(store.getState().user?.twoFactorAuth).toBe(true);
    expect(stale(client)).toEqual({ self: false, devices: false });
  });

  it('keeps no enrolment secret in the mutation cache once nobody observes it', () => {
    expect(twoFactorMutations.startEnrolment(api({})).gcTime).toBe(0);
  });
});

describe('passwordMutations.change', () => {
  it('reads the devices again after a change, since the other ones were signed out', async () => {
    const client = cached();

    await run(client, passwordMutations.change(api({ password: { change: async () => ({ changed: true }) } })), { currentPassword: 'a', newPassword: 'b' });

    expect(stale(client)).toEqual({ self: false, devices: true });
  });

  it('reads nothing again after a refusal', async () => {
    const client = cached();

    await run(client, passwordMutations.change(api({ password: { change: async () => refused(403) } })), { currentPassword: 'a', newPassword: 'b' });

    expect(stale(client)).toEqual({ self: false, devices: false });
  });
});
