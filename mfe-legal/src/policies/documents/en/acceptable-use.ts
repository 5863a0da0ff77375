import type { PolicyDocument } from '../../policy-document';

export default {
  version: '2026-12-02',
  lastUpdated: '2026-12-02',
  summary:
    'What is and is not allowed on the marketplace, so that prices mean something, collectibles are what they claim to be, and every buyer and seller can trust the other side of a trade.',
  sections: [
    {
      id: 'purpose',
      heading: 'Why these rules exist',
      blocks: [
        'The marketplace works only if people can trust its prices, its collectibles and each other. A price in the market is worth something only if real collectors paid it; a mint is worth something only if the store sold it fairly; an offer is worth something only if the person who made it means it.',
        'These rules apply to everyone who uses the store, the market, crafting, offers, the wallet, profiles and support, whether signed in or not. They are part of the [terms of service](/legal/terms); breaking them is breaking the terms.',
      ],
    },
    {
      id: 'accounts',
      heading: 'Your account',
      blocks: [
        [
          'One person, one account. Do not create accounts to get round a suspension, a purchase limit or a referral rule.',
          'Do not sell, rent or share your account, and do not use someone else’s. You are responsible for what is done with your account and your wallet.',
          'Do not impersonate another person, a merchant, a well-known collector or our staff, in a username, a profile picture, a tagline or a message.',
          'Keep your password, your two-factor codes and your wallet password to yourself. Our staff will never ask you for them.',
        ],
      ],
    },
    {
      id: 'not-allowed',
      heading: 'Never allowed',
      blocks: [
        [
          'Fraud of any kind: paying with GEM you are not entitled to, exploiting a fault to get collectibles or GEM for less than their price, or deceiving another collector into a trade.',
          'Trading collectibles or GEM taken from someone else’s account or wallet.',
          'Using the marketplace to launder money, to finance crime or to get round sanctions, or on behalf of a person who is not allowed to use it.',
          'Profiles, usernames and messages that are hateful, harassing, sexual, violent, or that reveal someone else’s personal data.',
          'Using the merchants’ art, names or logos outside the marketplace in ways their licences do not allow.',
        ],
      ],
    },
    {
      id: 'fair-trading',
      heading: 'Fair trading',
      blocks: [
        'Market prices and sale histories guide other people’s decisions, so they must reflect real trades between different people.',
        [
          'No wash trading: do not buy your own listings through a second account or a friend, and do not trade an item back and forth to fake demand or a price history.',
          'No shill offers: do not make offers on your own items, or on items you have no intention of buying, to push a price up.',
          'Do not agree with other sellers on prices, or on withholding items from the market to move a price.',
          'Do not flood the market with listings or offers you do not mean to keep, or withdraw and relist to stay at the top of a list.',
          'Do not use automated tools to buy mints as soon as they appear in a store in a way that shuts other collectors out.',
        ],
      ],
    },
    {
      id: 'security',
      heading: 'Security and automated access',
      blocks: [
        'Do not try to reach accounts, wallets, vault entries or data that are not yours, to read or change another person’s offers or listings, or to get round the humanity check, rate limits or two-factor authentication.',
        'Do not overload the service, scrape it at a pace that slows it down for others, or interfere with the signing of purchases, offers or crafts. Automated access is allowed only through the pages and the API in the way a person using them would.',
        'If you find a weakness, tell us through [support](/support) before you tell anyone else, do not use it beyond what is needed to show it, and give us reasonable time to fix it. We will not act against anyone who reports a weakness this way in good faith.',
      ],
    },
    {
      id: 'enforcement',
      heading: 'What we do about it',
      blocks: [
        'When we find or are told about a breach, we look at the account’s activity and the ledger before we act, and we act in proportion to what happened:',
        [
          'a warning, and removal of the username, profile or message concerned;',
          'withdrawal of listings and offers, and cancellation of trades that are not yet final;',
          'limits on trading, or suspension of the account;',
          'closing the account, and reporting to the authorities where the law requires it.',
        ],
        'Where we can, we tell you what we did and why. Collectibles and GEM you came by legitimately stay yours, and while an account is suspended you can still export your data and your key. Records of trades are kept as the [privacy policy](/legal/privacy) explains, because the law requires them.',
      ],
    },
    {
      id: 'reporting',
      heading: 'Reporting and appeals',
      blocks: [
        'If you see a profile, a listing or a trading pattern that breaks these rules, report it through [support](/support) with the page it is on. Reports are read by people, and we do not tell the reported person who made the report.',
        'If we acted against your account and you think we were wrong, reply to our message or write to support within 30 days. Someone who did not take the first decision reviews it, and we tell you the outcome.',
      ],
    },
  ],
} satisfies PolicyDocument;
