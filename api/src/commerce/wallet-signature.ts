import { verifyMessage } from 'ethers';

/** Whether `signature` is the EIP-191 signature of `message` by the wallet at `address` (any letter case). */
export function isSignedBy(message: string, signature: string, address: string): boolean {
  try {
    return verifyMessage(message, signature).toLowerCase() === address.toLowerCase();
  } catch {
    // A signature that recovers no key at all is as wrong as one of another wallet.
    return false;
  }
}
