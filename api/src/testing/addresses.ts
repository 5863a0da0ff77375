import { Wallet } from 'ethers';

export function randomAddress(): string {
  return Wallet.createRandom().address;
}

const isUpperCase = (letter: string) => letter === letter.toUpperCase();

/**
 * The address with the case of one letter flipped, so its checksum no longer holds. The letter flipped is one
 * whose case another letter shares: the result stays mixed case, which is what makes a checksum count (an
 * address of one case has none to check, and flipping every letter, or the only one of its case, could give one).
 */
export function withBrokenChecksum(address: string): string {
  const letters = [...address].flatMap((character, position) => (position > 1 && /[a-fA-F]/.test(character) ? [{ character, position }] : []));
  const chosen = letters.find(({ character }) => letters.filter((other) => isUpperCase(other.character) === isUpperCase(character)).length > 1);
  if (!chosen) throw new Error(`${address} has too few letters to break its checksum and stay mixed case`);
  const flipped = isUpperCase(chosen.character) ? chosen.character.toLowerCase() : chosen.character.toUpperCase();
  return address.slice(0, chosen.position) + flipped + address.slice(chosen.position + 1);
}
