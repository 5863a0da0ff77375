import type { PolicyDocument } from '../../policy-document';

export default {
  version: '2026-11-01',
  lastUpdated: '2026-11-01',
  summary: 'What a purchase costs on top of its price, how the minimum fee is worked out from the live rate, and when GEM comes back.',
  sections: [
    {
      id: 'marketplace-fee',
      heading: 'The marketplace fee',
      blocks: [
        'Every purchase in the store or the market, and every accepted offer, carries a marketplace fee of {feePercent} of the price. The buyer pays it on top of the price; the seller receives the full price.',
        'The fee is shown before you sign, and the amount shown is the amount charged.',
      ],
    },
    {
      id: 'minimum-fee',
      heading: 'The minimum fee',
      blocks: [
        'The fee is never less than {minimumUsd}, converted to GEM at the live rate. At today’s rate of {rateUsd} per GEM, that minimum is {floorGem}.',
        'So on a small price the minimum applies instead of the percentage. The rate changes during the day; the purchase uses the rate at the moment you confirm.',
      ],
    },
    {
      id: 'offers',
      heading: 'Offers',
      blocks: [
        'When you make an offer, the offered amount and its fee are set aside from your balance. If the offer is declined, withdrawn or expires, they return to your balance in full.',
      ],
    },
    {
      id: 'refunds',
      heading: 'Refunds',
      blocks: [
        [
          'A purchase that does not complete (the item sold to someone else first, or the signature failed) is not charged, and any GEM set aside is released.',
          'A completed purchase is final: collectibles are delivered at once and cannot be returned.',
          'If you were charged for an item you did not receive, write to [support](/support) within 30 days and we will refund the price and the fee.',
        ],
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to fees',
      blocks: [
        'We announce a new fee before it applies; a purchase you already signed keeps the fee it was shown with. Fees are part of the [terms of service](/legal/terms).',
      ],
    },
  ],
} satisfies PolicyDocument;
