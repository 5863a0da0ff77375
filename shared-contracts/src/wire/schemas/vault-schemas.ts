import * as z from 'zod/mini';
import { VAULT_KEY_TYPES, type VaultKeysRecord } from '../entities/vault';
import { isoTimeSchema } from './commerce-field-schemas';

/** A ciphertext envelope is small; anything larger is not one. */
export const VAULT_VALUE_MAX_LENGTH = 8192;

export const vaultEntrySchema = z.strictObject({
  value: z.string().check(z.minLength(1), z.maxLength(VAULT_VALUE_MAX_LENGTH)),
  time: isoTimeSchema,
});

/** `GET /api/vault/keys` payload, and the record `PUT /api/vault/keys` answers: the keys record of spec §3. */
export const vaultKeysRecordSchema = z
  .partialRecord(z.enum(VAULT_KEY_TYPES), vaultEntrySchema)
  .check(z.refine((record) => Object.keys(record).length > 0, 'At least one key is required')) satisfies z.ZodMiniType<VaultKeysRecord>;

/**
 * `PUT /api/vault/keys` body: entries to save, and (extension of spec §7) `null` for an entry to
 * remove — how an updated legacy vault drops its plain `privateKey`.
 */
export const vaultKeysUpdateSchema = z
  .partialRecord(z.enum(VAULT_KEY_TYPES), z.nullable(vaultEntrySchema))
  .check(z.refine((record) => Object.keys(record).length > 0, 'At least one key is required'));
export type VaultKeysUpdate = z.infer<typeof vaultKeysUpdateSchema>;

/** `GET /api/users/self/rescue-key` payload (spec §7: payload.key); only a rescue sign-in gets it. */
export const rescueKeyPayloadSchema = z.object({ key: z.string().check(z.minLength(32)) });
export type RescueKeyPayload = z.infer<typeof rescueKeyPayloadSchema>;

/**
 * Extension of spec §7: `GET /api/users/self/rescue-key/public` payload, the public half of the rescue
 * key pair (compressed secp256k1, hex). It seals a rescue copy and opens nothing, so ordinary sessions get it.
 */
export const rescuePublicKeyPayloadSchema = z.object({ publicKey: z.string().check(z.regex(/^0[23][0-9a-f]{64}$/)) });
export type RescuePublicKeyPayload = z.infer<typeof rescuePublicKeyPayloadSchema>;

/**
 * The message of the 403 `PUT /api/vault/keys` answers when it would replace or remove an entry (or store
 * a plain key) without a fresh re-authentication: `POST /api/auth/verify/password`, or a rescue sign-in.
 */
export const REAUTHENTICATION_REQUIRED = 'Re-authentication required';

/**
 * Extension of spec §7: `GET /api/users/self/wrapping-secret` payload, the secret that wraps the
 * Google or Apple copy of the wallet key; only a session signed in through that provider gets it.
 */
export const wrappingSecretPayloadSchema = z.object({ provider: z.enum(['google', 'apple']), secret: z.string().check(z.minLength(32)) });
export type WrappingSecretPayload = z.infer<typeof wrappingSecretPayloadSchema>;
