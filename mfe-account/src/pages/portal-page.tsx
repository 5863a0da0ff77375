import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortalSection, RemoteComponent } from '@marketplace/contracts/browser';
import { PageFrame } from '@marketplace/contracts/ui';
import { MintCheckout } from '../mint/mint-checkout';

const SECTION_HEADINGS: Record<PortalSection, string> = {
  dashboard: 'routes.portalDashboard.heading',
  offers: 'routes.portalOffers.heading',
  activity: 'routes.portalActivity.heading',
  mint: 'routes.portalMint.heading',
  referrals: 'routes.portalReferrals.heading',
  account: 'routes.portalAccount.heading',
  devices: 'routes.portalDevices.heading',
  collection: 'routes.portalCollection.heading',
  'collection-item': 'routes.portalCollectionItem.heading',
  kyc: 'routes.portalKyc.heading',
};

/** The sections built so far, one entry each; the others still say "coming soon". */
const SECTION_CONTENT: Partial<Record<PortalSection, (id: string | null) => ReactNode>> = {
  mint: (id) => <MintCheckout mintId={id} />,
};

/** The signed-in user's portal, one section per `/user-portal/…` path. */
const PortalPage: RemoteComponent<'account', 'PortalPage'> = ({ section, id }) => {
  const { t } = useTranslation();
  const content = SECTION_CONTENT[section];
  return (
    <PageFrame owner="account" heading={t(SECTION_HEADINGS[section])}>
      {content ? content(id) : <p>{t('remotePage.comingSoon')}</p>}
    </PageFrame>
  );
};

export default PortalPage;
