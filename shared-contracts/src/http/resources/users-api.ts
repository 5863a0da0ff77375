import { identityUserSchema, kycUserSchema, publicUserProfileListSchema, publicUserProfileSchema, selfUserSchema } from '../../wire/schemas/user-schemas';
import type { ApiTransport } from '../transport/create-api-transport';
import type { RequestOptions } from '../transport/request-options';
import { listOrEmpty } from '../transport/list-or-empty';
import { nullOn404 } from '../transport/null-on-404';
import { mergeSelfUser } from './merge-self-user';
import { pathSegment } from './path-segment';

const SELF_PATH = '/api/users/self';

/** Users: the signed-in one and anyone's public profile (spec §7). */
export function createUsersApi(transport: ApiTransport) {
  return {
    /**
     * §7 `GET /api/users/self` → asked of the identity service and the server at once, merged
     * (`mergeSelfUser`); either failing rejects, once both have answered, and login startup resets the session (§4).
     */
    self: async ({ signal }: RequestOptions = {}) => {
      // Both are awaited even when one fails, so the caller acts once every session signal is out.
      const [identity, server] = await Promise.allSettled([
        transport.request('identity', { path: SELF_PATH, schema: identityUserSchema, signal }),
        transport.request('main', { path: SELF_PATH, schema: selfUserSchema, signal }),
      ]);
      if (identity.status === 'rejected') throw identity.reason;
      if (server.status === 'rejected') throw server.reason;
      return mergeSelfUser(identity.value, server.value);
    },
    /** §7 `GET /api/users/self` "also on the KYC host" → who that host sees signed in; a failure rejects. */
    kycSelf: ({ signal }: RequestOptions = {}) => transport.request('kyc', { path: SELF_PATH, schema: kycUserSchema, signal }),
    /** §7 `GET /api/users?id=a,b` (bearer) → their public profiles; `listOrEmpty`, and no call at all for no ids. */
    byIds: async (ids: readonly string[], { signal }: RequestOptions = {}) => {
      if (ids.length === 0) return [];
      return listOrEmpty(transport.request('main', { path: '/api/users', query: { id: ids }, schema: publicUserProfileListSchema, signal }));
    },
    /** §7 `GET /api/users/{usernameOrId}` → the public profile; `nullOn404`: null means nobody, so the name is free. */
    byUsernameOrId: async (usernameOrId: string, { signal }: RequestOptions = {}) =>
      nullOn404(transport.request('main', { path: `/api/users/${pathSegment(usernameOrId)}`, schema: publicUserProfileSchema, signal })),
  };
}

export type UsersApi = ReturnType<typeof createUsersApi>;
