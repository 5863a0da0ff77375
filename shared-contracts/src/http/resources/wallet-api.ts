import { rescueKeyPayloadSchema, rescuePublicKeyPayloadSchema } from '../../wire/schemas/vault-schemas';
import { balancePayloadSchema, walletPayloadSchema, type WalletRegistration } from '../../wire/schemas/wallet-schemas';
import type { ApiTransport } from '../transport/create-api-transport';
import { humanityTokenHeaders } from '../transport/humanity-guard';
import type { RequestOptions } from '../transport/request-options';

/**
 * The server's side of the signed-in user's wallet (spec §7). The explorer fallback of the balance
 * is the wallet remote's to decide; this is only the server's answer.
 */
export function createWalletApi(transport: ApiTransport) {
  return {
    /** §7 `GET /api/users/self/balance` → `{GEM, USD}` as the server knows it; a failure rejects (the caller falls back). */
    serverBalance: ({ signal }: RequestOptions = {}) => transport.request('main', { path: '/api/users/self/balance', schema: balancePayloadSchema, signal }),
    /** §7 `GET /api/users/self/rescue-key` with `X-Humanity-Token` (§5) → `payload.key`; a failure rejects (403 outside a rescue sign-in). */
    rescueKey: async (humanityToken: string) => {
      const { key } = await transport.request('main', {
        path: '/api/users/self/rescue-key',
        headers: humanityTokenHeaders(humanityToken),
        schema: rescueKeyPayloadSchema,
      });
      return key;
    },
    /**
     * Extension: `GET /api/users/self/rescue-key/public` with `X-Humanity-Token` → the rescue key pair's public
     * half, which seals a new rescue copy (wallet creation, legacy update); a failure rejects.
     */
    rescuePublicKey: async (humanityToken: string) => {
      const { publicKey } = await transport.request('main', {
        path: '/api/users/self/rescue-key/public',
        headers: humanityTokenHeaders(humanityToken),
        schema: rescuePublicKeyPayloadSchema,
      });
      return publicKey;
    },
    /** §7 `POST /api/users/self/wallet` with `X-Humanity-Token` (§5) → the registered, checksummed address; a failure rejects. */
    register: (registration: WalletRegistration, humanityToken: string) =>
      transport.request('main', {
        method: 'POST',
        path: '/api/users/self/wallet',
        body: registration,
        headers: humanityTokenHeaders(humanityToken),
        schema: walletPayloadSchema,
      }),
  };
}

export type WalletApi = ReturnType<typeof createWalletApi>;
