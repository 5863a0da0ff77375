import type { OfferGroup, OfferRecord, RecordList } from '@marketplace/contracts/wire';
import { openOffersBestFirst, withOfferClosed } from './offer-list-changes';

const COLLECTIBLE = '44444444-4444-4444-8444-444444444444';

function offer(id: string, price: string, status: OfferRecord['status'] = 'OPEN'): OfferRecord {
  return { id, collectibleId: COLLECTIBLE, bidderId: '22222222-2222-4222-8222-222222222222', price, status, time: '2026-11-25T10:00:00.000Z' };
}

function list(offers: OfferRecord[]): RecordList<OfferGroup> {
  return {
    total: 1,
    records: [
      {
        collectible: { id: COLLECTIBLE, merchantId: 'diamond-dreams', name: 'Ruby', rarity: 'rare', imageUrl: '/ruby.svg', ownerId: null },
        offers,
        bestPrice: '90.00',
      },
    ],
  };
}

describe('withOfferClosed', () => {
  it('closes the answered offer with its outcome and takes the best open price from the rest', () => {
    const before = list([offer('a', '90.00'), offer('b', '80.00'), offer('c', '95.00', 'DECLINED')]);

    const after = withOfferClosed(before, 'a', 'ACCEPTED');

    expect(after?.records[0]?.offers.map((o) => [o.id, o.status])).toEqual([
      ['a', 'ACCEPTED'],
      ['b', 'OPEN'],
      ['c', 'DECLINED'],
    ]);
    expect(after?.records[0]?.bestPrice).toBe('80.00');
    expect(before.records[0]?.offers[0]?.status).toBe('OPEN');
  });

  it('leaves no best price once no offer is open, and an unread list unread', () => {
    expect(withOfferClosed(list([offer('a', '90.00')]), 'a', 'CANCELLED')?.records[0]?.bestPrice).toBeNull();
    expect(withOfferClosed(undefined, 'a', 'DECLINED')).toBeUndefined();
  });
});

describe('openOffersBestFirst', () => {
  it('keeps the open offers, the highest price first, comparing GEM exactly', () => {
    const offers = [offer('a', '80.5'), offer('b', '100.00'), offer('c', '80.49'), offer('d', '500', 'DECLINED')];
    expect(openOffersBestFirst(offers).map((o) => o.id)).toEqual(['b', 'a', 'c']);
  });
});
