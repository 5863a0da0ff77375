import * as z from 'zod/mini';
import { vaultKeysRecordSchema, wrappingSecretPayloadSchema, type VaultKeysUpdate } from '../../wire/schemas/vault-schemas';
import type { ApiTransport } from '../transport/create-api-transport';
import { nullOn404 } from '../transport/null-on-404';

const KEYS_PATH = '/api/vault/keys';

/** The signed-in user's vault of wrapped wallet keys (spec §3 vault keys record, §7). */
export function createVaultApi(transport: ApiTransport) {
  return {
    /**
     * §7 `GET /api/vault/keys` → the keys record; null means the user has no keys yet: the spec's 404
     * (`nullOn404`) or the reference API's null payload (extension: an absence is no error to log).
     */
    keys: () => nullOn404(transport.request('main', { path: KEYS_PATH, schema: z.nullable(vaultKeysRecordSchema) })),
    /**
     * §7 `PUT /api/vault/keys` → the whole record now stored (entries not sent are kept; extension: an
     * entry sent as null is removed); a failure rejects.
     */
    saveKeys: (record: VaultKeysUpdate) => transport.request('main', { method: 'PUT', path: KEYS_PATH, body: record, schema: vaultKeysRecordSchema }),
    /**
     * Extension: `GET /api/users/self/wrapping-secret` → `{provider, secret}` wrapping the Google or Apple copy
     * of the wallet key; a failure rejects (403 for a session not signed in through Google or Apple).
     */
    wrappingSecret: () => transport.request('main', { path: '/api/users/self/wrapping-secret', schema: wrappingSecretPayloadSchema }),
  };
}

export type VaultApi = ReturnType<typeof createVaultApi>;
