/** The two lists of the referrals page; which one shows is in the address (`?tab=rewards`), so it survives a reload. */
export type ReferralTab = 'people' | 'rewards';

export function referralTabOf(search: URLSearchParams): ReferralTab {
  return search.get('tab') === 'rewards' ? 'rewards' : 'people';
}

/** The page's address for a tab; the people list is the page's plain address. */
export function referralTabPath(basePath: string, tab: ReferralTab): string {
  return tab === 'rewards' ? `${basePath}?tab=rewards` : basePath;
}
