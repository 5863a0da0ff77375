import { getAddress } from 'ethers';

/** What is wrong with a typed recipient (`walletMoves.send.toProblems.*`), checked as the person types. */
export type RecipientProblem = 'empty' | 'malformed' | 'checksum' | 'own';

const ADDRESS_SHAPE = /^0x[0-9a-fA-F]{40}$/;

/**
 * The recipient as the server will judge it: 0x and 40 hex digits; a mixed-case address must carry its
 * right EIP-55 checksum (a wrong one is a typo that would send GEM where nobody holds a key); never the
 * sender's own address. Answers the checksummed address, or the problem.
 */
export function checkRecipient(typed: string, ownAddress: string): { address: string } | { problem: RecipientProblem } {
  const candidate = typed.trim();
  if (candidate === '') return { problem: 'empty' };
  if (!ADDRESS_SHAPE.test(candidate)) return { problem: 'malformed' };
  let address: string;
  try {
    address = getAddress(candidate);
  } catch {
    return { problem: 'checksum' };
  }
  return address === getAddress(ownAddress) ? { problem: 'own' } : { address };
}
