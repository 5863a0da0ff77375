import { isPurchaseMessageOf, type MintRecord } from '@marketplace/contracts/wire';
import type { MintsApi } from '@marketplace/contracts/http';
import { PurchaseMessageMismatchError } from './checkout-failure';

export interface ConfirmMintPurchase {
  mint: MintRecord;
  /** The authenticator code, when the user has 2FA on; left out of the request otherwise. */
  code?: string | undefined;
  /** A signature of this same mint message the wallet gave before (e.g. before a mistyped code): not asked again. */
  signature?: string | undefined;
  mints: Pick<MintsApi, 'sign'>;
  requestSignature: (message: string) => Promise<{ signature: string }>;
  /** Called once the signature is in hand, before paying: the page moves on from "waiting for the wallet". */
  onSigned?: (signature: string) => void;
}

/**
 * Confirms a reserved mint: checks that its message says what the mint says (so the wallet never signs
 * another price than the page shows), has the wallet sign it, and sends the signature (and code) to pay.
 * Resolves to the SIGNED mint; rejects with what failed, for `describeCheckoutFailure`.
 */
export async function confirmMintPurchase({ mint, code, signature, mints, requestSignature, onSigned }: ConfirmMintPurchase): Promise<MintRecord> {
  if (!isPurchaseMessageOf(mint)) throw new PurchaseMessageMismatchError(mint.id);
  const signed = signature ?? (await requestSignature(mint.message)).signature;
  onSigned?.(signed);
  return mints.sign(mint.id, code === undefined ? { signature: signed } : { signature: signed, code });
}
