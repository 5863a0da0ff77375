import { useTranslation } from 'react-i18next';
import { PageFrame, type PortalSection, type RemoteComponent } from '@marketplace/contracts';

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

/** The signed-in user's portal, one section per `/user-portal/…` path. */
const PortalPage: RemoteComponent<'account', 'PortalPage'> = ({ section }) => {
  const { t } = useTranslation();
  return (
    <PageFrame owner="account" heading={t(SECTION_HEADINGS[section])}>
      <p>{t('remotePage.comingSoon')}</p>
    </PageFrame>
  );
};

export default PortalPage;
