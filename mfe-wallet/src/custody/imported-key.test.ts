/**
 * @jest-environment node
 */
import { Wallet } from 'ethers';
import { privateKeyOfImport } from './imported-key';

const PHRASE = 'test test test test test test test test test test test junk';
// The first account of the well-known development phrase above.
const PHRASE_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('privateKeyOfImport', () => {
  it('takes a private key with or without 0x, and with surrounding spaces', () => {
    const wallet = Wallet.createRandom();
    expect(privateKeyOfImport(wallet.privateKey)).toBe(wallet.privateKey);
    expect(privateKeyOfImport(`  ${wallet.privateKey.slice(2).toUpperCase()}\n`)).toBe(wallet.privateKey);
  });

  it('takes a recovery phrase, whatever its case and spacing, as its first account', () => {
    const key = privateKeyOfImport(`  ${PHRASE.toUpperCase().replace(/ /g, '   ')} `);
    expect(key && new Wallet(key).address).toBe(PHRASE_ADDRESS);
  });

  it('refuses what is neither: short hex, a zero key, a phrase with a wrong word or checksum, text', () => {
    expect(privateKeyOfImport('0x1234')).toBeNull();
    expect(privateKeyOfImport(`0x${'0'.repeat(64)}`)).toBeNull();
    expect(privateKeyOfImport(PHRASE.replace('junk', 'test'))).toBeNull();
    expect(privateKeyOfImport(PHRASE.replace('junk', 'notaword'))).toBeNull();
    expect(privateKeyOfImport('my wallet')).toBeNull();
    expect(privateKeyOfImport('')).toBeNull();
  });
});
