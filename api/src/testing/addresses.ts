import { Wallet } from 'ethers';

export function randomAddress(): string {
  return Wallet.createRandom().address;
}

/** The address with the case of one letter flipped, so its checksum no longer holds. */
export function withBrokenChecksum(address: string): string {
  const index = [...address].findIndex((character, position) => position > 1 && /[a-fA-F]/.test(character));
  const character = address[index]!;
  const flipped = character === character.toUpperCase() ? character.toLowerCase() : character.toUpperCase();
  return address.slice(0, index) + flipped + address.slice(index + 1);
}
