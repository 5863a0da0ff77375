import type { PolicyDocument } from '../../policy-document';

export default {
  version: '2026-11-01',
  lastUpdated: '2026-11-01',
  summary: 'The agreement between you and the marketplace: how accounts, wallets, collectibles, offers and fees work, and what each of us may expect.',
  changes: [
    'Buying and selling now need the current terms to be accepted first.',
    'The marketplace fee and its minimum are explained in a policy of their own.',
    'The wallet section says more clearly what the server vault holds and what it never sees.',
  ],
  sections: [
    {
      id: 'agreement',
      heading: 'Our agreement',
      blocks: [
        'These terms apply when you browse, sign up, hold a wallet or trade collectibles on the marketplace. By accepting them you confirm that you are old enough to make a binding agreement where you live.',
        'They sit beside our [privacy policy](/legal/privacy), [cookie policy](/legal/cookies), [acceptable use policy](/legal/acceptable-use) and [fees and refunds policy](/legal/fees), which are part of the same agreement.',
      ],
    },
    {
      id: 'account',
      heading: 'Your account',
      blocks: [
        'You sign in with a password, or with Google or Apple. Keep your sign-in details to yourself; what happens under your account is your responsibility unless you tell us it was taken over.',
        'Turn on two-factor authentication for extra protection. You can see and remove the devices signed in to your account from your account settings.',
      ],
    },
    {
      id: 'wallet',
      heading: 'Your wallet and the server vault',
      blocks: [
        'Your wallet key is created in your browser. It reaches our server vault only encrypted under your wallet password (or the secret of your Google or Apple sign-in), so we cannot read it and cannot sign for you.',
        'If you lose your wallet password, the rescue copy lets you replace it after a fresh sign-in. If you lose both the password and the way you sign in, we cannot recover the wallet for you.',
      ],
    },
    {
      id: 'collectibles',
      heading: 'Collectibles, listings and offers',
      blocks: [
        'Collectibles are digital items of the games of our merchants. Buying one gives you the item in your collection; it does not give you any rights in the game, its art or its brand.',
        [
          'A listing is an offer to sell at the price you set; it stays open until it sells or you withdraw it.',
          'An offer you make binds you until it is accepted, declined or withdrawn, and the GEM it needs is set aside meanwhile.',
          'Every purchase, sale and offer is confirmed with your wallet signature; a signed purchase is final.',
        ],
      ],
    },
    {
      id: 'payments',
      heading: 'GEM, fees and payments',
      blocks: [
        'Prices are in GEM. The US dollar amounts we show are estimates at the live rate and can change at any moment.',
        'Each purchase carries the marketplace fee, paid by the buyer on top of the price. How it is worked out, its minimum and when GEM is refunded are in the [fees and refunds policy](/legal/fees).',
      ],
    },
    {
      id: 'conduct',
      heading: 'Fair use of the marketplace',
      blocks: [
        'Use the marketplace the way the [acceptable use policy](/legal/acceptable-use) describes: no fraud, no manipulation of prices, no attacks on other people or on the service.',
      ],
    },
    {
      id: 'ending',
      heading: 'Suspension, closing and changes',
      blocks: [
        'We may suspend an account that breaks these terms, after telling you why when the law allows. You may close your account at any time; download your data first from the [export page](/export).',
        'When these terms change we publish a new version with its date and ask you to accept it before your next purchase or sale. Questions go to [support](/support).',
      ],
    },
  ],
} satisfies PolicyDocument;
