import type { PolicyDocument } from '../../policy-document';

export default {
  version: '2026-12-02',
  lastUpdated: '2026-12-02',
  summary:
    'What a purchase costs on top of its price, how the minimum fee is worked out from the live GEM rate, what is free, and when GEM comes back to you. The figures on this page are the ones purchases are charged with today.',
  sections: [
    {
      id: 'marketplace-fee',
      heading: 'The marketplace fee',
      blocks: [
        'Every purchase carries a marketplace fee of {feePercent} of the price. It applies to a mint bought in a merchant’s store, to an item bought from another collector in the market, and to an offer that a seller accepts.',
        'The buyer pays the fee on top of the price; the seller receives the full price they listed or accepted. The fee pays for running the marketplace: the servers, the vault that protects wallet keys, support and the checks that keep trading fair.',
        'Before you sign a purchase, the confirmation shows the price, the fee and the total in GEM, with their USD figure. The amount shown is the amount charged: the server works out the fee with the same function as the page, and refuses the purchase rather than charge a different amount.',
      ],
    },
    {
      id: 'minimum-fee',
      heading: 'The minimum fee',
      blocks: [
        'The fee is never less than {minimumUsd}, converted to GEM at the live rate. At today’s rate of {rateUsd} per GEM, that minimum is {floorGem}.',
        'On a small price the minimum applies instead of the percentage; on a larger price, the percentage does. The minimum exists because each purchase has a cost to us however small its price.',
        'The rate moves during the day. A purchase uses the rate at the moment you confirm it, so the minimum in GEM can differ a little from the figure on this page or on the item you looked at earlier.',
      ],
    },
    {
      id: 'gem-and-usd',
      heading: 'GEM and its USD figure',
      blocks: [
        'Prices on the marketplace are set and paid in GEM, the token your wallet holds. The USD figures beside them are a guide, worked out at the current GEM rate, so that you can compare prices; they are not an offer to buy or sell GEM for dollars, and we do not exchange GEM for money.',
        'Your balance and every movement of it (purchases, fees, offers set aside and returned, deposits and transfers) appear in your activity in the user portal, with the fee shown on its own line.',
      ],
    },
    {
      id: 'what-is-free',
      heading: 'What is free',
      blocks: [
        [
          'Creating an account and a wallet, browsing, and adding collectibles to your favourites.',
          'Listing an item in the market, changing its price and withdrawing it: the fee is paid by the buyer, and only when it sells.',
          'Making an offer: nothing is charged unless it is accepted.',
          'Crafting: the recipe consumes the ingredient collectibles it names, but no GEM and no fee.',
          'Receiving GEM, and exporting your data or your key.',
        ],
        'Sending GEM out of your wallet to another address has a network fee, which is not a marketplace fee: it is shown before you confirm, and it is taken only when the transfer is made. When someone you invited makes their first store purchase, your referral reward is paid out of our fee; it never costs the buyer or a seller anything.',
      ],
    },
    {
      id: 'offers',
      heading: 'Offers and money set aside',
      blocks: [
        'When you make an offer, the offered amount and its fee are set aside from your balance, so that a seller who accepts is sure to be paid. Money set aside cannot be spent elsewhere while the offer stands.',
        'If the offer is declined, if you withdraw it, or if the item is sold to someone else first, the whole amount and its fee return to your balance at once. If it is accepted, the price and its fee, worked out at the moment of acceptance like any purchase, are charged, and anything set aside beyond them returns to your balance.',
      ],
    },
    {
      id: 'refunds',
      heading: 'Failed purchases and refunds',
      blocks: [
        [
          'A purchase that does not complete (the item sold to someone else first, your signature failed or your balance did not cover the total) is not charged, and any GEM set aside for it is released.',
          'A completed purchase is final: the collectible is delivered to your collection at once and cannot be returned for the price or the fee.',
          'If you were charged for an item you did not receive, or charged an amount different from the one you confirmed, write to [support](/support) within 30 days with the date of the purchase. We check the ledger and, where we made the mistake, refund the price and the fee.',
        ],
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to fees',
      blocks: [
        'We announce a change to the fee percentage or to the minimum at least 30 days before it applies, on this page and by e-mail to account holders. A purchase or an offer you already signed keeps the fee it was shown with.',
        'Fees are part of the [terms of service](/legal/terms). Questions about a charge go to [support](/support).',
      ],
    },
  ],
} satisfies PolicyDocument;
