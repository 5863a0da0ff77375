import { type OfferGroup, type OfferRecord, type OfferStatus, type RecordList, weiOfGem } from '@marketplace/contracts/wire';

/** The statuses an answered offer ends in: accepted or declined by the owner, withdrawn (CANCELLED) by the bidder. */
export type OfferOutcome = Extract<OfferStatus, 'ACCEPTED' | 'DECLINED' | 'CANCELLED'>;

/**
 * The offers page as it will read once `offerId` is answered: the offer leaves the open ones (it shows
 * as closed with `outcome`). Applied before the server answers, and undone if it refuses.
 */
export function withOfferClosed(list: RecordList<OfferGroup> | undefined, offerId: string, outcome: OfferOutcome): RecordList<OfferGroup> | undefined {
  if (!list) return list;
  return {
    ...list,
    records: list.records.map((group) => {
      if (!group.offers.some((offer) => offer.id === offerId)) return group;
      const offers = group.offers.map((offer) => (offer.id === offerId ? { ...offer, status: outcome } : offer));
      return { ...group, offers, bestPrice: bestOpenPrice(offers) };
    }),
  };
}

/** The open offers, the best price first (what an owner weighs). */
export function openOffersBestFirst(offers: readonly OfferRecord[]): OfferRecord[] {
  return offers.filter(isOpen).sort((a, b) => compareWei(weiOf(b.price), weiOf(a.price)));
}

const isOpen = (offer: OfferRecord) => offer.status === 'OPEN';

const weiOf = (price: string) => weiOfGem(price) ?? 0n;

const compareWei = (a: bigint, b: bigint) => (a > b ? 1 : a < b ? -1 : 0);

function bestOpenPrice(offers: readonly OfferRecord[]): string | null {
  return openOffersBestFirst(offers)[0]?.price ?? null;
}
