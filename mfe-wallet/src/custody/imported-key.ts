import { Mnemonic, Wallet } from 'ethers';

/**
 * Link mode: what a person pastes to bring an existing wallet is its private key (64 hex digits,
 * with or without 0x) or its BIP-39 recovery phrase (first account). Answers the private key, or
 * null for anything else, so the form can say so before any secret is wrapped or sent.
 */
export function privateKeyOfImport(input: string): string | null {
  const text = input.trim();
  if (/^(0x)?[0-9a-fA-F]{64}$/.test(text)) {
    const key = text.startsWith('0x') ? text : `0x${text}`;
    try {
      return new Wallet(key).privateKey;
    } catch {
      return null;
    }
  }
  const phrase = text.toLowerCase().split(/\s+/).join(' ');
  if (!Mnemonic.isValidMnemonic(phrase)) return null;
  return Wallet.fromPhrase(phrase).privateKey;
}
