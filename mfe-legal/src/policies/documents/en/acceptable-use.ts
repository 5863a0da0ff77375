import type { PolicyDocument } from '../../policy-document';

export default {
  version: '2026-11-01',
  lastUpdated: '2026-11-01',
  summary: 'What is and is not allowed on the marketplace, so that trading stays fair and safe for everyone.',
  sections: [
    {
      id: 'purpose',
      heading: 'Why these rules exist',
      blocks: [
        'The marketplace works only if buyers and sellers can trust prices, items and each other. These rules are part of the [terms of service](/legal/terms).',
      ],
    },
    {
      id: 'not-allowed',
      heading: 'Not allowed',
      blocks: [
        [
          'Fraud, stolen accounts or items, and payments you are not entitled to make.',
          'Impersonating another person, a merchant or our staff.',
          'Offensive, hateful or misleading usernames, taglines or messages.',
          'Using the marketplace to launder money or to avoid sanctions.',
        ],
      ],
    },
    {
      id: 'fair-trading',
      heading: 'Fair trading',
      blocks: [
        'Do not trade with yourself or with friends to fake demand, do not coordinate prices, and do not flood the market with offers you do not mean to keep.',
      ],
    },
    {
      id: 'security',
      heading: 'Security',
      blocks: [
        'Do not try to reach accounts, wallets or data that are not yours, overload the service or get round its limits. If you find a weakness, tell [support](/support) and give us time to fix it.',
      ],
    },
    {
      id: 'enforcement',
      heading: 'What we do about it',
      blocks: [
        'We may remove listings and offers, cancel trades that are not yet final and suspend accounts that break these rules. Where we can, we tell you why and how to appeal.',
      ],
    },
  ],
} satisfies PolicyDocument;
