import { checkRecipient } from './recipient-check';
import { checkAmount, maxSendableOf, totalOf } from './send-amounts';

const OWN = '0x90F8bf6A479f320ead074411a4B0e7944Ea8c9C1';
const OTHER = '0xFFcf8FDEE72ac11b5c542428B35EEF5769C409f0';

describe('checkRecipient', () => {
  it('answers the checksummed address of a right one, typed in any case', () => {
    expect(checkRecipient(` ${OTHER} `, OWN)).toEqual({ address: OTHER });
    expect(checkRecipient(OTHER.toLowerCase(), OWN)).toEqual({ address: OTHER });
  });

  it('names what is wrong: nothing typed, not an address, a broken checksum, the own address', () => {
    expect(checkRecipient('', OWN)).toEqual({ problem: 'empty' });
    expect(checkRecipient('0x1234', OWN)).toEqual({ problem: 'malformed' });
    expect(checkRecipient(OTHER.replace('FFcf', 'ffCF'), OWN)).toEqual({ problem: 'checksum' });
    expect(checkRecipient(OWN.toLowerCase(), OWN)).toEqual({ problem: 'own' });
  });
});

describe('the amounts of a send', () => {
  it('lets the person send at most the balance less the fee, to the wei', () => {
    expect(maxSendableOf('11.74339692715608573', '0.1')).toBe('11.64339692715608573');
    expect(maxSendableOf('0.05', '0.1')).toBe('0');
  });

  it('takes a positive amount up to the max, and names every other', () => {
    expect(checkAmount('2.50', '10')).toEqual({ amount: '2.5' });
    expect(checkAmount('10', '10')).toEqual({ amount: '10' });
    expect(checkAmount('', '10')).toEqual({ problem: 'empty' });
    expect(checkAmount('1,5', '10')).toEqual({ problem: 'invalid' });
    expect(checkAmount('0.00', '10')).toEqual({ problem: 'zero' });
    expect(checkAmount('10.000000000000000001', '10')).toEqual({ problem: 'over' });
  });

  it('adds the fee to the amount for the total', () => {
    expect(totalOf('2.5', '0.1')).toBe('2.6');
  });
});
