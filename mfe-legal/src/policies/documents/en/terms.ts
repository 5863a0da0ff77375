import type { PolicyDocument } from '../../policy-document';

export default {
  version: '2026-12-03',
  lastUpdated: '2026-12-03',
  summary:
    'The agreement between you and the marketplace: who may use it, who holds which key of your wallet, how GEM, purchases, listings, offers and crafting work, what happens when you leave or when we stop, and how we tell you about changes.',
  changeLog: [
    {
      version: '2026-12-03',
      changes: [
        'The section on closing an account says that if you sign in only with Google or Apple, you confirm it is you by signing in with that provider again instead of with a password.',
      ],
    },
    {
      version: '2026-12-02',
      changes: [
        'Rewritten in full, in plain words, with a section for each subject.',
        'The wallet section says which copy of your key we can open and which we cannot.',
        'New sections on closing an account (it takes 14 days, and you can cancel) and on what happens if the marketplace stops.',
      ],
    },
    {
      version: '2026-11-01',
      changes: [
        'Buying and selling now need the current terms to be accepted first.',
        'The marketplace fee and its minimum are explained in a policy of their own.',
        'The wallet section says more clearly what the server vault holds and what it never sees.',
      ],
    },
  ],
  sections: [
    {
      id: 'agreement',
      heading: 'About these terms',
      blocks: [
        'These terms are the agreement between you and the operator of the marketplace ("we", "us"). They apply when you browse the marketplace, create an account, hold a wallet, buy, sell, make offers or craft collectibles. Please read them: they explain what you can expect from us and what we expect from you.',
        'They sit beside our [privacy policy](/legal/privacy), [cookie policy](/legal/cookies), [acceptable use policy](/legal/acceptable-use) and [fees and refunds policy](/legal/fees). Those policies are part of the same agreement. Where a policy and these terms disagree, these terms win.',
        'Each version of these terms has a date. When you accept them you accept that version; the list at the end of this page ([What changed](#what-changed)) says what each version changed.',
      ],
    },
    {
      id: 'eligibility',
      heading: 'Who may use the marketplace',
      blocks: [
        'Anyone may browse the public pages. To open an account you must:',
        [
          'be at least 18 years old, or the age of majority where you live if it is higher;',
          'be able to make a binding agreement under the law that applies to you;',
          'not be barred from using a service like ours by sanctions or by the law of the place you live;',
          'not have had an account of yours closed by us for breaking these terms, unless we agreed that you may come back.',
        ],
        'One person holds one account. An account is personal: you may not sell it, lend it or let someone else trade through it. Some features, such as higher limits or the influencer programme, may ask you to verify your identity first on the [verification page](/user-portal/kyc).',
      ],
    },
    {
      id: 'account',
      heading: 'Your account',
      blocks: [
        'You sign in with an e-mail address and password, or with Google or Apple. Keep your sign-in details to yourself. What happens under your account is your responsibility unless you tell us that someone else took it over, and we will help you get it back.',
        'Protect the account with two-factor authentication, which you turn on in your [account settings](/user-portal/account). There you can also change your password, your e-mail address and your profile. Every browser signed in to your account is listed on the [devices page](/user-portal/account/devices), where you can sign any of them out.',
        'We send you e-mail that the service needs (sign-in codes, security notices, receipts). Which other messages you receive is your choice on the [communications page](/communications).',
        'Keep the information on your account true. Your username, display name, profile picture and tagline are public, so do not use them to pretend to be someone else.',
      ],
    },
    {
      id: 'wallet',
      heading: 'Your wallet and the server vault',
      blocks: [
        'Your wallet is a key pair created in your browser when you set up the wallet. Its private key is what signs your purchases, sales, offers, crafts and sends. It is in clear only in the memory of your browser while the wallet is unlocked. For up to one hour it is also kept in your browser in an obfuscated cookie, so that a reload does not ask for your password again.',
        'What reaches our server vault is only encrypted copies of that key. Who can open each copy differs, and you should know which is which:',
        [
          'The password copy is encrypted in your browser under your wallet password. We never receive that password, so we cannot open this copy.',
          'If you sign in with Google or Apple, your copy is encrypted under a secret that our server keeps and releases only to a session signed in through that provider. Our security, not only yours, protects that copy.',
          'The rescue copy is sealed for a rescue key pair. Our server keeps its secret and releases it only to a session that came through the rescue sign-in, so that you can recover the wallet if you forget your password.',
        ],
        'We do not use the secrets we keep to open your key or to sign for you, and no member of our staff can ask for them in the normal course of work. Every movement of a collectible or of GEM needs a signature from your wallet; a stolen session alone cannot move them.',
        'If you lose your wallet password, the [wallet rescue](/rescue) lets you choose a new one after the rescue sign-in. If you lose both your password and the way you sign in, we cannot recover the wallet for you. Whoever holds your private key controls the wallet: if you keep a copy of it, keep it somewhere safe.',
      ],
    },
    {
      id: 'gem',
      heading: 'GEM and its US dollar figure',
      blocks: [
        'Prices on the marketplace are in GEM, a digital token with 18 decimals. Your GEM balance is recorded against your wallet address in our ledger, and you can see every movement on your [activity page](/user-portal/activity).',
        'Next to GEM amounts we show a US dollar figure. It is the amount in GEM multiplied by the live rate (now {rateUsd} per GEM), refreshed about every 30 seconds. It is an estimate to help you compare prices, not a price at which we buy or sell GEM, and it can change at any moment.',
        'GEM is not money, a deposit or an investment. We do not pay interest on it, and we do not promise that it keeps any value. We do not exchange GEM for money unless a feature of the site says so and explains its own conditions.',
        'You can add GEM to your wallet and send it to another wallet address from your [wallet page](/user-portal/wallet). A send you signed is final; check the address, because GEM sent to an address no one controls cannot be recovered.',
      ],
    },
    {
      id: 'payments',
      heading: 'Purchases, the fee and its floor',
      blocks: [
        'A purchase in a merchant’s store or in the market works in two steps. When you press Buy we reserve the item for a short time and set aside its price and fee from your balance. When you sign with your wallet, the item moves to your collection and the GEM moves to the seller. A reservation you do not sign expires and the GEM set aside comes back.',
        'Each purchase carries the marketplace fee, paid by the buyer on top of the price: {feePercent} of the price, but never less than {minimumUsd} converted to GEM at the live rate. At the current rate of {rateUsd} per GEM that floor is {floorGem}. The fee and the total are shown before you sign, and the amounts shown are the amounts charged.',
        'A signed purchase is final: collectibles are delivered at once and cannot be returned. When a purchase fails or you were charged for an item you did not receive, the [fees and refunds policy](/legal/fees) explains what we refund and how to ask.',
      ],
    },
    {
      id: 'listings',
      heading: 'Listings and offers',
      blocks: [
        'You may list a collectible you hold for sale at a price you choose. A listing is an offer to sell to the first buyer who signs at that price, and it stays open until the item sells or you withdraw it. While an item is listed you cannot use it in a craft.',
        'You may make an offer on someone else’s collectible. The amount you offer and its fee are set aside from your balance while the offer is open. An offer binds you until it is accepted, declined or withdrawn; if the owner accepts, the sale goes through at the offered amount without a further step from you.',
        'Sales between members are between the buyer and the seller. We run the place where they meet, hold the GEM set aside while a trade is open and record the result, but we do not check that a price is fair. Withdrawing a listing or an offer is always possible, even when you have not accepted the current terms.',
      ],
    },
    {
      id: 'crafting',
      heading: 'Crafting',
      blocks: [
        'Some merchants offer recipes that combine collectibles into a new one. The recipe shows which items it needs and what it makes before you start.',
        'When you craft, you sign with your wallet and the ingredients are used up: they leave your collection for good and the result is added to it at once. A craft cannot be undone, so check the recipe before you sign.',
        'Merchants may add, change or retire recipes. A change never affects a craft you already signed.',
      ],
    },
    {
      id: 'conduct',
      heading: 'Prohibited conduct',
      blocks: [
        'The [acceptable use policy](/legal/acceptable-use) describes in detail what is not allowed. In short, you must not:',
        [
          'defraud or deceive other members, for example by misdescribing an item or pretending to be a merchant or a member of our staff;',
          'manipulate prices, for example by trading with yourself or with accounts you control to create a false market;',
          'use the marketplace to launder money, to finance crime or to get around sanctions;',
          'take over other people’s accounts, probe or attack the service, or use scripts that put an unfair load on it;',
          'publish names, pictures or messages that are unlawful, hateful or infringe someone else’s rights.',
        ],
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'The art and other intellectual property',
      blocks: [
        'The art, names and characters of a collectible belong to the merchant whose game it comes from, or to their licensors. Buying a collectible gives you the item in your collection and the right to hold it, show it on the marketplace, sell it, offer it and craft with it as these terms allow.',
        'It does not give you ownership of the art, a copyright or trademark licence, or any right in the game. You may share pictures of your collectibles for personal, non-commercial purposes, such as on social media; you may not print them on goods, use them in advertising or make new works from them without the merchant’s permission.',
        'The marketplace’s own software, design and texts belong to us. What you publish on your profile stays yours; you allow us to show it on the marketplace for as long as it is there.',
        'If you believe something on the marketplace infringes your rights, tell us through [support](/support) with enough detail to find it, and we will look into it promptly.',
      ],
    },
    {
      id: 'suspension',
      heading: 'Suspension and closure by us',
      blocks: [
        'We may limit or suspend an account when we have good reason to believe that it breaks these terms or the law, that it was taken over, or that it puts other members at risk. Where the law and the investigation allow, we tell you why and how to answer.',
        'While an account is suspended it cannot buy, list, make offers, craft or send GEM. Open listings and offers may be withdrawn, and the GEM they set aside comes back to your balance. You can still sign in, read your data and download it from the [export page](/export).',
        'For a serious or repeated breach we may close the account. Closing by us follows the same steps as closing by you (next section), except where the law requires us to keep more, for example for an investigation.',
        'If you think we got it wrong, write to [support](/support). A person who was not involved in the decision reviews it.',
      ],
    },
    {
      id: 'closing',
      heading: 'Closing your account',
      blocks: [
        'You may close your account at any time from your [account settings](/user-portal/account). We ask for your password or, if you sign in only with Google or Apple, that you confirm it is you by signing in with that provider again; and for your two-factor code when it is on. We tell you what will be lost, and first offer you the export of your wallet key and of your data.',
        'Closing takes effect 14 days after you ask. Until then nothing is erased: you can still sign in, and signing in offers to cancel the closing.',
        'When the 14 days are over, we withdraw your open listings and offers and erase your personal data as the [privacy policy](/legal/privacy) describes: your profile, e-mail address, sign-in methods, devices, vault copies of your key and your preferences. The record of your trades stays in our ledger under a pseudonym, because the law requires records of payments to be kept and because the people who traded with you keep what they bought.',
        'Before you close, send any GEM you want to keep to a wallet you control and export your wallet key. Once the account is erased we hold no copy of your key and cannot return GEM or collectibles to you.',
      ],
    },
    {
      id: 'service-ending',
      heading: 'If the marketplace stops',
      blocks: [
        'We hope to run the marketplace for a long time, but we cannot promise that it will last forever. If we decide to stop, we will announce it on the site and by e-mail at least 90 days before trading ends.',
        [
          'During that time you can keep using your account, send your GEM to any wallet address and export your wallet key.',
          'New listings and offers stop first; open ones are withdrawn and the GEM they set aside comes back to your balance.',
          'You can download your data, including the list of your collectibles and every movement of your GEM, from the [export page](/export).',
          'After trading ends we keep the ledger of who held which collectible for as long as the law requires, and answer requests about it through support.',
        ],
        'Collectibles are records in our ledger that the merchants’ games recognise. Whether a game keeps using them after the marketplace stops is up to its merchant; we cannot promise it. GEM you sent to your own wallet stays under your key.',
      ],
    },
    {
      id: 'disclaimers',
      heading: 'Disclaimers',
      blocks: [
        'We work to keep the marketplace available, correct and secure, but we provide it as it is. It may be interrupted for maintenance, and it may contain mistakes. We do not promise that a collectible will keep a price, that GEM will keep a rate, or that a merchant will keep supporting an item in its game.',
        'Merchants are responsible for their games and for what their collectibles do in them. Links to their sites and to other services are for your convenience; we are not responsible for their content.',
        'Nothing on the marketplace is financial, legal or tax advice. You are responsible for any tax due on your trades where you live.',
      ],
    },
    {
      id: 'liability',
      heading: 'Limits of liability',
      blocks: [
        'We are responsible for harm we cause you by breaking these terms or by our negligence, to the extent the law makes us responsible. We are not responsible for losses we could not reasonably foresee, for losses caused by your breach of these terms, or for losses that come from someone using your password, wallet key or device that you did not keep safe.',
        'Except where the law does not allow a limit, our total liability to you for any claim is limited to the larger of the fees you paid us in the 12 months before the claim, or 100 US dollars.',
        'Nothing in these terms limits liability for death or personal injury caused by negligence, for fraud, or any other liability that the law does not allow to be limited, and nothing takes away the rights you have as a consumer under the law of the country where you live.',
      ],
    },
    {
      id: 'disputes',
      heading: 'Disputes and the law that applies',
      blocks: [
        'If something goes wrong, write to us first through [support](/support), choosing the topic that fits. We answer within 30 days and try to settle the matter with you.',
        'These terms are governed by the law of the country where the operator of the marketplace is established. If you are a consumer, you also keep the protection of the mandatory rules of the country where you live and may bring a claim before its courts.',
        'A disagreement with another member about a trade is between the two of you. We can show both of you the record of the trade and act against an account that breaks these terms, but a signed trade stays final.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms and how we announce them',
      blocks: [
        'We change these terms when the marketplace changes or the law requires it. Every change is a new version with a new date, and we list what changed in a few lines under [What changed](#what-changed) at the end of this page, in every language of the site.',
        'When a new version is published, the next time you sign in we show you what changed and ask you to accept it. Until you accept, you cannot buy, list, make offers or craft, but you can still withdraw listings and offers, send your GEM, download your data and close your account.',
        'If you do not agree with a new version, you may close your account without any cost. Questions about these terms go to [support](/support).',
      ],
    },
  ],
} satisfies PolicyDocument;
