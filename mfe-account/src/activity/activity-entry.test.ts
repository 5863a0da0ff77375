import type { TransactionRecord } from '@marketplace/contracts/wire';
import { activityEntryOf } from './activity-entry';

const ME = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const GEM = 10n ** 18n;

function record(overrides: Partial<TransactionRecord>): TransactionRecord {
  return {
    id: '33333333-3333-4333-8333-333333333333',
    time: '2026-11-25T10:00:00.000Z',
    status: 'COMPLETE',
    kind: 'PURCHASE',
    amount: '100.0',
    fee: '10.0',
    fromGEMId: ME,
    toGEMId: null,
    collectibleId: '44444444-4444-4444-8444-444444444444',
    collectible: { name: 'Ruby', rarity: 'rare', imageUrl: '/api/collectible-images/ruby.svg', merchantId: 'diamond-dreams' },
    ...overrides,
  };
}

describe('activityEntryOf', () => {
  it('reads a store purchase as money out to the game, the fee on top of the price', () => {
    expect(activityEntryOf(record({}), ME)).toEqual({
      direction: 'out',
      kind: 'purchase',
      counterpart: { kind: 'merchant', merchantId: 'diamond-dreams' },
      movedWei: 110n * GEM,
      feeWei: 10n * GEM,
    });
  });

  it('reads the same sale from the seller side as money in from the buyer, without the fee', () => {
    expect(activityEntryOf(record({ fromGEMId: OTHER, toGEMId: ME }), ME)).toEqual({
      direction: 'in',
      kind: 'sale',
      counterpart: { kind: 'user', userId: OTHER },
      movedWei: 100n * GEM,
      feeWei: 0n,
    });
  });

  it('names each side of an accepted offer and of a craft', () => {
    expect(activityEntryOf(record({ kind: 'OFFER', fromGEMId: ME, toGEMId: OTHER }), ME).kind).toBe('offerPaid');
    expect(activityEntryOf(record({ kind: 'OFFER', fromGEMId: OTHER, toGEMId: ME }), ME).kind).toBe('offerReceived');
    expect(activityEntryOf(record({ kind: 'CRAFT', amount: '0', fee: '0', fromGEMId: ME, toGEMId: null }), ME)).toMatchObject({
      kind: 'craftUsed',
      movedWei: 0n,
    });
    expect(activityEntryOf(record({ kind: 'CRAFT', amount: '0', fee: '0', fromGEMId: null, toGEMId: ME }), ME).kind).toBe('craftMade');
  });

  it('calls a reward a reward and a kind it does not know "other", never failing on it', () => {
    expect(activityEntryOf(record({ kind: 'REFERRAL_REWARD', fromGEMId: null, toGEMId: ME }), ME).kind).toBe('reward');
    expect(activityEntryOf(record({ kind: 'AIRDROP', fromGEMId: null, toGEMId: ME }), ME).kind).toBe('other');
  });

  it('has no counterpart when neither a person nor a game is known', () => {
    expect(activityEntryOf(record({ collectible: null, collectibleId: null }), ME).counterpart).toBeNull();
  });
});

describe('activityEntryOf, for GEM moved in and out of the wallet', () => {
  it('reads a deposit as GEM added from outside the marketplace', () => {
    expect(activityEntryOf(record({ kind: 'DEPOSIT', fromGEMId: null, toGEMId: ME, fee: '0', collectibleId: null, collectible: null }), ME)).toMatchObject({
      direction: 'in',
      kind: 'deposit',
      counterpart: { kind: 'outside' },
    });
  });

  it('reads a send to an address outside the marketplace by its address, its fee paid by the sender', () => {
    const sent = record({ kind: 'TRANSFER', fromGEMId: ME, toGEMId: null, amount: '5', fee: '0.1', collectibleId: null, collectible: null, address: '0xAbC' });

    expect(activityEntryOf(sent, ME)).toMatchObject({ direction: 'out', kind: 'sent', counterpart: { kind: 'address', address: '0xAbC' }, feeWei: 10n ** 17n });
  });

  it('reads a send between two people as received by the one paid', () => {
    expect(activityEntryOf(record({ kind: 'TRANSFER', fromGEMId: 'u-2', toGEMId: ME, collectibleId: null, collectible: null }), ME)).toMatchObject({
      direction: 'in',
      kind: 'received',
      counterpart: { kind: 'user', userId: 'u-2' },
      feeWei: 0n,
    });
  });
});
