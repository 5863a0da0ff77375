import type { PolicyDocument } from '../../policy-document';

export default {
  version: '2026-12-02',
  lastUpdated: '2026-12-02',
  summary:
    'What the marketplace keeps about you, feature by feature; why, and on what legal basis; who else handles it; how long we keep it; and the page of the site where you use each of your rights.',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are and what this policy covers',
      blocks: [
        'The operator of the marketplace ("we", "us") decides how and why your personal data is used on the marketplace, and is responsible for it under data protection law. This policy covers the website in every language, your account and wallet, the e-mails we send, and the support we give.',
        'It does not cover the games of our merchants, or the sites of Google, Apple or other services you reach from ours; they have their own policies. How we use cookies and the storage of your browser is explained in the [cookie policy](/legal/cookies).',
      ],
    },
    {
      id: 'what-we-collect',
      heading: 'The data each feature collects',
      blocks: [
        'We collect only what a feature needs to work. Most of it you give us; some is created as you use the site.',
        [
          'Account: your e-mail address; your password, stored only as a one-way hash; for Google or Apple sign-in, the e-mail and account identifier the provider gives us; the date you joined and the terms version you accepted.',
          'Profile: username, display name, tagline, profile picture, banner, preferred language, whether your balance is shown, and your anti-phishing code (a word we print in our e-mails so you can tell them from fakes).',
          'Security: whether two-factor authentication is on and its secret, used to check your codes; each signed-in browser (a name, the browser’s user agent, the sign-in method, when it was first and last seen); and a random key in a cookie that lets us recognise a browser you used before and warn you about a new one.',
          'Wallet: your wallet address, the encrypted copies of your key in the vault, and the secrets described under [What we cannot read](#vault).',
          'Trading: your GEM balance and its ledger; the purchases, reservations, listings, offers, crafts, sends and deposits you make, with their amounts, fees, times and the wallet signatures that authorised them; the collectibles you hold and your favourites.',
          'Referrals and the influencer programme: who invited you (from a referral link, kept in a cookie for 7 days until you sign up), the people you invited and your rewards; for an application, the name, e-mail, channel address, audience size and message you send.',
          'Identity verification: where your verification stands and its steps. The documents themselves go to the verification provider; we keep its result.',
          'Notifications and e-mail: the notifications we show you, the e-mails we send you and your communication preferences.',
          'Support: your e-mail address, the topic, your message and any attachment you add.',
          'Errors: when the site meets an error, your browser sends us what went wrong (the kind of error, its status and its details, with anything that looks like a secret removed), with your account identifier if you are signed in.',
          'Analytics, only if you agree: the page you opened without its query or anchor, the language, and a random visitor number. Never your account.',
        ],
      ],
    },
    {
      id: 'why',
      heading: 'Why we use it, and on what legal basis',
      blocks: [
        'Data protection law requires a legal basis for every use of personal data. These are ours:',
        {
          table: {
            head: ['What we do', 'Legal basis'],
            rows: [
              [
                'Open and run your account, your wallet and your trades; send the e-mails the service needs',
                'Performing our contract with you (the [terms of service](/legal/terms))',
              ],
              ['Keep records of payments and trades; verify identity where the law requires it; answer authorities', 'Legal obligation'],
              [
                'Protect accounts and the marketplace: recognise devices, send security notices, detect fraud and abuse, fix errors',
                'Our legitimate interest in a safe, working service, balanced against your rights',
              ],
              ['Answer your support requests and applications', 'Performing our contract, or taking steps you asked for before one'],
              ['Send news and offers by e-mail', 'Your consent, which you change on the [communications page](/communications)'],
              ['Measure which pages are used (analytics)', 'Your consent, which you change in the [cookie settings](/legal/cookies)'],
            ],
          },
        },
        'Where we rely on consent, you may withdraw it at any time; that does not make earlier use unlawful. We do not make decisions about you based only on automated processing that have legal or similarly significant effects on you.',
      ],
    },
    {
      id: 'vault',
      heading: 'What we cannot read',
      blocks: [
        'Your wallet key is created and encrypted in your browser before it reaches our vault. Whether we could open a copy depends on the copy:',
        [
          'The copy protected by your wallet password: we never receive the password, so we cannot open it.',
          'The copy of a Google or Apple account: it is encrypted under a secret our server keeps and releases only to a session signed in with that provider.',
          'The rescue copy: our server keeps the secret that opens it and releases it only to the rescue sign-in, so that you can recover a forgotten password.',
        ],
        'We never use those secrets to open your key. Your sign-in password is kept only as a hash that cannot be turned back into the password. Our staff never ask you for a password, a code or your key.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Who else sees it',
      blocks: [
        [
          'Everyone: your public profile (username, display name, tagline, picture and banner), the collectibles you hold, your listings, and the sales that are shown in an item’s price history.',
          'The other party of a trade: your username and the item, amount and time of the trade.',
          'Merchants: which of their items you bought, sold or crafted, and whether you play their game when you link it.',
          'Authorities: only what the law obliges us to give, after we check that the request is lawful.',
        ],
        'We do not sell your personal data, and we do not share it with advertisers.',
      ],
    },
    {
      id: 'processors',
      heading: 'Service providers who work for us',
      blocks: [
        'Some companies handle data on our behalf, under contracts that allow them to use it only for our instructions and require them to protect it:',
        [
          'hosting and database providers, who run our servers;',
          'an e-mail delivery provider, who sends our mails;',
          'Google and Apple, when you choose to sign in with them;',
          'an identity verification provider, when you verify your identity;',
          'a bot-protection service (Google reCAPTCHA), which checks that a person and not a script is creating a wallet, rescuing one or sending a form;',
          'an analytics service, only after you accept analytics;',
          'a blockchain explorer, which receives your public wallet address to read its balance on the chain.',
        ],
        'The icons of the site come from an icon service; your browser asks it for images and sends it nothing about your account.',
      ],
    },
    {
      id: 'transfers',
      heading: 'Transfers to other countries',
      blocks: [
        'Our providers may process data in countries other than yours, including the United States. When data leaves the European Economic Area, the United Kingdom or Switzerland, we rely on an adequacy decision or on the standard contractual clauses approved for that purpose, with additional measures where needed. You may ask for a copy of the safeguards through [support](/support).',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      blocks: [
        'We keep data only as long as it serves the purpose it was collected for, or as long as the law requires:',
        {
          table: {
            head: ['Data', 'How long'],
            rows: [
              ['Account, profile and preferences', 'While the account exists; erased when a closing takes effect, 14 days after you ask'],
              ['Signed-in browsers', 'Until you sign out or remove the browser on the devices page'],
              ['Browsers recognised for security notices', 'Until you remove the browser on the devices page, or the account is erased'],
              ['Encrypted copies of your wallet key', 'Until you replace them, or the account is erased'],
              [
                'Ledger of purchases, sales, sends and deposits',
                '10 years after the trade, as payment and accounting law require; without your name or e-mail once the account is erased',
              ],
              ['Listings and offers that did not trade', 'Withdrawn and erased when the account is erased'],
              ['Identity verification result', '5 years after the account ends where anti-money-laundering law requires it; otherwise erased with the account'],
              ['Support tickets', '2 years after the last message'],
              ['Error reports', '90 days'],
              ['Analytics page views', '13 months, never linked to an account'],
            ],
          },
        },
      ],
    },
    {
      id: 'closing',
      heading: 'When you close your account',
      blocks: [
        'You close your account from your [account settings](/user-portal/account). For 14 days you can change your mind by signing in. When the 14 days are over, we withdraw your listings and offers, and erase your profile, e-mail address, sign-in methods, devices, key copies, preferences, notifications and favourites.',
        'The ledger keeps the trades you made, because the law requires records of payments and because the people who traded with you keep what they bought. From then on these records are linked to a random identifier and to your wallet address, not to your name or e-mail.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights and where to use them',
      blocks: [
        'You have the right to see, correct, download and delete your data, to object to or restrict its use, and to withdraw consent. Most of these rights have a button on the site:',
        {
          table: {
            head: ['Your right', 'Where to use it'],
            rows: [
              [
                'See and download everything we hold about you (access and portability)',
                'The [export page](/export): one file with all your data, and your transactions as a spreadsheet',
              ],
              [
                'Correct your data',
                'Your [account settings](/user-portal/account) for your profile, e-mail address and language; [support](/support) for anything else',
              ],
              ['Delete your data', 'Close the account in your [account settings](/user-portal/account)'],
              ['Stop news and offers by e-mail', 'The [communications page](/communications), or the unsubscribe link in every such e-mail'],
              ['Withdraw consent to analytics', 'The [cookie settings](/legal/cookies)'],
              ['Sign out a browser and stop us recognising it', 'The [devices page](/user-portal/account/devices)'],
              ['Object to or restrict a use of your data', 'Write to [support](/support) with the topic Account'],
            ],
          },
        },
        'We answer requests sent through support within one month, and tell you if we need longer for a complex one. You also have the right to complain to the data protection authority of the country where you live or work.',
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      blocks: [
        'The marketplace is not meant for anyone under 18, and we do not knowingly keep data about children. If you believe a child has opened an account, tell us through [support](/support) and we will close it.',
      ],
    },
    {
      id: 'security',
      heading: 'How we protect it',
      blocks: [
        'All traffic to the marketplace is encrypted. Changes to your wallet vault need a fresh proof that it is you, and every movement of GEM or a collectible needs your wallet’s signature. We send you a security notice when someone signs in from a new browser, changes your password or two-factor setting, or rescues your wallet.',
        'Only the staff who need it for their work can reach personal data. If a breach puts your data at risk, we tell the authority within 72 hours and tell you without undue delay, with what happened and what you can do.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        'When we change this policy we publish a new version with its date at the top of this page. If a change affects how we use data you already gave us, we tell you on the site before it applies, and ask for your consent where the law requires it.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      blocks: [
        'For any question about your data or this policy, write to us through [support](/support) with the topic Account. Signed in, your request is tied to your account, so we do not need to ask you to prove who you are again.',
      ],
    },
  ],
} satisfies PolicyDocument;
