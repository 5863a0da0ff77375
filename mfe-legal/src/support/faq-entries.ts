/** A page an answer sends the person to: a path of the site (localized when rendered) and its label's key. */
export interface FaqLink {
  to: string;
  labelKey: string;
}

export interface FaqEntry {
  /** Names the entry's messages (`support.faq.<id>.question|answer`) and its anchor (`#faq-<id>`). */
  id: string;
  links: readonly FaqLink[];
}

/**
 * The questions people ask most, in the order they ask them, each answered with where to go: the
 * answer's text lives in the messages, the links here, so a moved page is fixed in one place.
 */
export const FAQ_ENTRIES: readonly FaqEntry[] = [
  {
    id: 'walletLocked',
    links: [
      { to: '/rescue', labelKey: 'support.links.rescue' },
      { to: '/user-portal/account', labelKey: 'support.links.account' },
    ],
  },
  { id: 'rescue', links: [{ to: '/rescue', labelKey: 'support.links.rescue' }] },
  { id: 'fees', links: [{ to: '/legal/fees', labelKey: 'support.links.fees' }] },
  {
    id: 'twoFactorLost',
    links: [
      { to: '/user-portal/account', labelKey: 'support.links.account' },
      { to: '/user-portal/devices', labelKey: 'support.links.devices' },
    ],
  },
  {
    id: 'deleteAccount',
    links: [
      { to: '/user-portal/account', labelKey: 'support.links.account' },
      { to: '/export', labelKey: 'support.links.export' },
      { to: '/legal/privacy', labelKey: 'support.links.privacy' },
    ],
  },
  { id: 'emails', links: [{ to: '/communications', labelKey: 'support.links.communications' }] },
];
