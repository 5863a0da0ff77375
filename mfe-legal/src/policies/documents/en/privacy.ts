import type { PolicyDocument } from '../../policy-document';

export default {
  version: '2026-11-01',
  lastUpdated: '2026-11-01',
  summary: 'What the marketplace keeps about you, why, for how long, and how you see, download or delete it.',
  sections: [
    {
      id: 'what-we-keep',
      heading: 'What we keep',
      blocks: [
        [
          'Your account: e-mail address, username, display name, profile picture and settings.',
          'Your activity: purchases, sales, offers, listings, collectibles and notifications.',
          'Your devices: the browsers signed in to your account and when they were last seen.',
          'Support: the tickets you file and the answers we send.',
        ],
      ],
    },
    {
      id: 'vault',
      heading: 'What we never see',
      blocks: [
        'Your wallet key is encrypted in your browser before it reaches our vault. We store only that encrypted copy and cannot open it. We never store your passwords in readable form.',
      ],
    },
    {
      id: 'why',
      heading: 'Why we use it',
      blocks: [
        'To run your account and your trades, to keep the marketplace safe from fraud, to answer support requests and, only if you agree, to send you news by e-mail. Analytics run only after you accept them in the cookie banner.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Who else sees it',
      blocks: [
        'Other people see only your public profile and your listings. Merchants learn which of their items you bought. Identity and verification providers get only what their check needs. We do not sell your data.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      blocks: [
        'We keep your account data while the account exists. Records of trades are kept as long as the law requires after that; everything else is deleted when you close the account.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your choices and rights',
      blocks: [
        'Download everything we hold about you from the [export page](/export). Choose which e-mails you receive on the [communications page](/communications). To correct or delete your data, write to [support](/support).',
        'How cookies are used is explained in the [cookie policy](/legal/cookies).',
      ],
    },
  ],
} satisfies PolicyDocument;
