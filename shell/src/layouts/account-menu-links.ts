/** One link of the account menu: a path of the route table (unprefixed) and the shell message that names it. */
export interface AccountMenuLink {
  to: string;
  label: string;
}

/** A group of the account menu; `label` null is the group that opens it, which needs no heading. */
export interface AccountMenuGroup {
  id: string;
  label: string | null;
  links: readonly AccountMenuLink[];
}

/**
 * The account menu of the header, as data: every page of a person's own account is one entry here (a
 * test fails for a portal page no menu or dashboard links to). Grouped the way a marketplace's account
 * menu reads: the overview first, then the person's money and things, what they earn, and their account.
 * Labels reuse the page's own title where the shell has one, so the link and the page it opens agree.
 */
export const ACCOUNT_MENU: readonly AccountMenuGroup[] = [
  { id: 'overview', label: null, links: [{ to: '/user-portal/dashboard', label: 'header.dashboard' }] },
  {
    id: 'trading',
    label: 'header.menuGroups.trading',
    links: [
      { to: '/user-portal/wallet', label: 'header.wallet' },
      { to: '/user-portal/wallet/send', label: 'routes.walletSend.title' },
      { to: '/user-portal/collection', label: 'header.collection' },
      { to: '/user-portal/favourites', label: 'routes.portalFavourites.title' },
      { to: '/user-portal/listings', label: 'routes.portalListings.title' },
      { to: '/user-portal/offers', label: 'header.offers' },
      { to: '/user-portal/activity', label: 'header.activity' },
    ],
  },
  {
    id: 'rewards',
    label: 'header.menuGroups.rewards',
    links: [
      { to: '/user-portal/referrals', label: 'routes.portalReferrals.title' },
      { to: '/influencer-program', label: 'nav.influencerProgram' },
    ],
  },
  {
    id: 'account',
    label: 'header.menuGroups.account',
    links: [
      { to: '/user-portal/account', label: 'header.settings' },
      { to: '/user-portal/notifications', label: 'header.notifications' },
      { to: '/user-portal/account/devices', label: 'routes.portalDevices.title' },
      { to: '/user-portal/kyc', label: 'routes.portalKyc.title' },
      { to: '/export', label: 'header.exportData' },
      { to: '/user-portal/wallet/key', label: 'routes.walletKey.title' },
    ],
  },
];
