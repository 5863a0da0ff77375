import type { PolicyDocument } from '../../policy-document';

export default {
  version: '2026-12-02',
  lastUpdated: '2026-12-02',
  summary:
    'Every cookie and every piece of browser storage the marketplace writes, what each is for, how long it lasts and whether we need your consent for it. The table below is generated from the code that writes them.',
  sections: [
    {
      id: 'about',
      heading: 'About this policy',
      blocks: [
        'This policy covers the marketplace website: the store, the market and crafting of every merchant, your user portal, your wallet pages and these legal pages, in all nine languages. It explains the small pieces of information the site keeps in your browser while you use it.',
        'It sits beside the [privacy policy](/legal/privacy), which explains what we do with your personal data on our servers, and the [terms of service](/legal/terms). If anything here seems to disagree with them, the privacy policy decides how your data is handled.',
      ],
    },
    {
      id: 'what-we-use',
      heading: 'Cookies and browser storage',
      blocks: [
        'A cookie is a short piece of text your browser keeps for a site and sends back with some of its requests. Local storage and session storage are similar boxes that only the site’s own pages can read: local storage stays until it is removed, session storage is emptied when you close the tab.',
        'We use all three, for two reasons only:',
        [
          'to do what you asked: keep you signed in, keep your unlocked wallet usable for a short while, remember your language and the merchant you were browsing, and protect sign-ins and wallet actions;',
          'to count page views, and only if you accept analytics.',
        ],
        'We do not use cookies for advertising, we do not sell what they hold, and we do not build a profile of you across other websites.',
      ],
    },
    {
      id: 'the-list',
      heading: 'Every cookie and storage key we use',
      blocks: [
        'The table lists everything the site writes in your browser. It is produced from the same registry the code must write through: a cookie or storage key that is not in this registry cannot be written, and an automated test fails if any code tries. A name with a part in braces stands for a family of names in which that part varies: there is one wallet key cookie per account, for example.',
        'Durations count from the moment the item is written; an item written again (each time you sign in, for example) starts its duration again.',
      ],
      table: 'storage-registry',
    },
    {
      id: 'necessary',
      heading: 'Strictly necessary storage',
      blocks: [
        'Most of the table is strictly necessary: without it the service you asked for cannot work, so the law does not require your consent and the site does not ask for it. Three examples show why.',
        [
          'Your session is held in a cookie that page scripts cannot read and that is only sent to the sign-in routes of our server. Without it you would be signed out at every reload.',
          'Your wallet’s private key never leaves your browser unencrypted. After you unlock the wallet, it is kept for one hour split in two: a scrambled copy in a cookie named after your account, and the key that unscrambles it in session storage, which dies with the tab. Neither half is useful alone, and neither is ever sent to us.',
          'A random device id and a device key let us tell a sign-in from a browser you have used before from one on a new device, so that we can warn you by e-mail when someone else may have your password.',
        ],
        'Blocking these in your browser settings will sign you out, stop the wallet from signing purchases, offers and crafts, and make every sign-in look like a new device.',
      ],
    },
    {
      id: 'analytics',
      heading: 'Analytics, only with your consent',
      blocks: [
        'On your first visit the site asks whether you accept analytics. Until you answer, and if you refuse, nothing is counted and no analytics script is loaded.',
        'If you accept, a random visitor id is added to your cookie choice and page views are counted under it on our own server: the page’s address without its query, its language and the time. We use the counts to learn which pages of the store, the market and the portal help people, and which confuse them. They are never combined with your purchases, your wallet or your e-mail address.',
        'Your choice itself is kept in the consent cookie for 365 days, so that we do not ask again on every page. When you withdraw consent, the visitor id is deleted from it at once.',
      ],
    },
    {
      id: 'third-parties',
      heading: 'Other sites and services',
      blocks: [
        'The marketplace sets no advertising or social-media cookies, and no other company can read the storage listed here. Collectible images and the GEM rate are served by us.',
        'When you create or rescue a wallet, or send a support request without signing in, a humanity check confirms you are a person; its token is kept in local storage until it is used, so that a reload does not ask you twice. Signing in with Google or Apple takes you to their pages, where their own cookie policies apply.',
      ],
    },
    {
      id: 'your-choices',
      heading: 'Your choices',
      blocks: [
        [
          'Change your analytics choice at any time with the cookie settings at the top of this page. It applies at once on every open page.',
          'Signing out removes your session, the wallet key cookie named after your account, its half in session storage and the referral cookie. The device id, your language and your merchant stay, as they say nothing about who you are.',
          'The [refresh cache page](/refresh-cache) clears cached data without signing you out.',
          'Your browser can delete all of the site’s cookies and storage at any time. You will be signed out, and your wallet will ask for its password again.',
        ],
      ],
    },
    {
      id: 'changes',
      heading: 'Changes and contact',
      blocks: [
        'When we add, remove or change a cookie or storage key, the table above changes with the code, and we update the version and date of this policy. If a change needs your consent, the site asks again before it writes anything new.',
        'Questions about cookies or your data can be sent through [support](/support). More about your rights is in the [privacy policy](/legal/privacy).',
      ],
    },
  ],
} satisfies PolicyDocument;
