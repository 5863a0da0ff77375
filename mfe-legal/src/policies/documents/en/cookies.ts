import type { PolicyDocument } from '../../policy-document';

export default {
  version: '2026-12-02',
  lastUpdated: '2026-12-02',
  summary: 'The cookies and browser storage the marketplace uses, how long each lasts, and how you choose.',
  sections: [
    {
      id: 'what-cookies-are',
      heading: 'What cookies are',
      blocks: [
        'Cookies are small pieces of text your browser keeps for a site. We use a few that the marketplace cannot work without, and analytics only if you agree.',
      ],
    },
    {
      id: 'necessary',
      heading: 'Necessary cookies',
      blocks: [
        [
          'Session: keeps you signed in across reloads; it cannot be read by page scripts.',
          'Device: recognises this browser among your devices, for 90 days.',
          'Sign-in device key: tells a sign-in from a browser you have used before from one on a new device, so we can warn you by e-mail; sent only when you sign in, it cannot be read by page scripts, and lasts up to 400 days.',
          'Language: remembers the language you chose, for 365 days.',
          'Wallet key: keeps your unlocked wallet usable for one hour, in a scrambled form.',
          'Merchant and referral: remember the merchant you last visited and, for 7 days, who invited you.',
        ],
      ],
    },
    {
      id: 'analytics',
      heading: 'Analytics',
      blocks: [
        'If you accept analytics, we count page views to learn which pages help people. Nothing is loaded or sent for analytics before you agree, and your choice is kept for 365 days.',
      ],
    },
    {
      id: 'browser-storage',
      heading: 'Other browser storage',
      blocks: [
        'The site also keeps copies of translations and of recently seen profiles so pages load faster. The [refresh cache page](/refresh-cache) clears them without signing you out.',
      ],
    },
    {
      id: 'your-choices',
      heading: 'Your choices',
      blocks: [
        'You can change your analytics choice at any time from the cookie settings of this page. Blocking necessary cookies in your browser will sign you out and stop the wallet from working. More about your data is in the [privacy policy](/legal/privacy).',
      ],
    },
  ],
} satisfies PolicyDocument;
