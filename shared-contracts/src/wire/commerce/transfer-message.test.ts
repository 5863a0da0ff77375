import { buildTransferMessage } from './transfer-message';

const fields = {
  transferKey: '6f1c2b1e-7d51-4d4e-9c7a-1f0a3e6b9d22',
  senderAddress: '0xAbC0000000000000000000000000000000000001',
  recipientAddress: '0xDeF0000000000000000000000000000000000002',
  amount: '12.5',
  fee: '0.10',
};

describe('buildTransferMessage', () => {
  it('names the key, both addresses, the amount and the network fee, one per line', () => {
    expect(buildTransferMessage(fields)).toBe(
      [
        'Marketplace transfer',
        'Key: 6f1c2b1e-7d51-4d4e-9c7a-1f0a3e6b9d22',
        'From: 0xabc0000000000000000000000000000000000001',
        'To: 0xdef0000000000000000000000000000000000002',
        'Amount: 12.5 GEM',
        'Network fee: 0.1 GEM',
      ].join('\n'),
    );
  });

  it('gives the same text however the amounts and addresses are spelled', () => {
    const respelled = { ...fields, amount: '12.500', fee: '0.1', recipientAddress: fields.recipientAddress.toLowerCase() };

    expect(buildTransferMessage(respelled)).toBe(buildTransferMessage(fields));
  });

  it('refuses an amount that is not a GEM decimal', () => {
    expect(() => buildTransferMessage({ ...fields, amount: '-1' })).toThrow(RangeError);
  });
});
