import { getAddress } from 'ethers';
import { withBrokenChecksum } from './addresses.js';

const refused = (address: string) => {
  try {
    getAddress(address);
    return false;
  } catch {
    return true;
  }
};

describe('an address with a broken checksum', () => {
  it.each([
    // EIP-55's own examples: mixed case, all upper case, and one where all but one letter share a case.
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0x52908400098527886E0F7030069857D2E4169EE7',
    '0xde709f2102306220921060314715629080e2fb77',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  ])('is refused for %s, whatever the case of its letters', (address) => {
    expect(refused(withBrokenChecksum(getAddress(address)))).toBe(true);
  });

  it('stays mixed case when every letter but one shares a case', () => {
    // Flipping the one upper-case letter (the first) would give an all lower-case address, which has no checksum to check.
    const broken = withBrokenChecksum('0xA000000000000000000000000000000000000bcd');
    expect(broken).toMatch(/[A-F]/);
    expect(broken).toMatch(/[a-f]/);
  });
});
