import type { VaultKeysRecord } from '@marketplace/contracts/wire';
import { CUSTODY_ERRORS } from '../custody/custody-errors';
import type { Owner } from '../custody/key-custody';
import type { WalletSessionContext } from './session-context';

/** Spec §8 text of a login whose vault is empty although the user has a wallet. */
const NO_KEYS_FOUND = 'No keys found';

/** Whose key the custody handles: the signed-in person. */
export function ownerOf({ state }: WalletSessionContext): Owner {
  const { userId } = state.getState();
  if (!userId) throw new Error(CUSTODY_ERRORS.addressNotFound);
  return { userId };
}

export function walletAddressOf({ state }: WalletSessionContext): string {
  const { address } = state.getState();
  if (!address) throw new Error(CUSTODY_ERRORS.addressNotFound);
  return address;
}

export async function vaultKeys({ api }: WalletSessionContext): Promise<VaultKeysRecord> {
  const keys = await api.vault.keys();
  if (!keys) throw new Error(NO_KEYS_FOUND);
  return keys;
}

/** What a Google or Apple sign-in releases to wrap that person's copy. */
export async function providerSecret({ api }: WalletSessionContext): Promise<string> {
  return (await api.vault.wrappingSecret()).secret;
}

/** The secret wrapping this person's copy: their password, or what their Google / Apple sign-in releases. */
export async function secretFor(context: WalletSessionContext, password: string | null): Promise<string> {
  if (context.state.getState().method !== 'password') return providerSecret(context);
  if (!password) throw new Error(CUSTODY_ERRORS.keyNotFound);
  return password;
}
