import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import type { PortalSection, RemoteComponent } from '@marketplace/contracts/browser';
import { PageFrame } from '@marketplace/contracts/ui';
import { MintCheckout } from '../mint/mint-checkout';
import { ActivitySection } from '../activity/activity-section';
import { OffersSection } from '../offers/offers-section';
import { DashboardSection } from '../dashboard/dashboard-section';
import { NotificationsSection } from '../notifications/notifications-section';
import { MyCollection } from '../collection/my-collection';
import { UserCollection } from '../collection/user-collection';
import { usePublicProfile } from '../collection/use-public-profile';
import { profileName } from '../portal-kit/profile-name';
import { DevicesSection } from '../security/devices-section';
import { AccountSection } from './account-section';
import { ReferralsSection } from '../referrals/referrals-section';
import { KycSection } from '../kyc/kyc-section';
import { FavouritesSection } from '../favourites/favourites-section';
import { ListingsSection } from '../listings/listings-section';

/** The checkout is a page of its own, whose heading follows the purchase (mint/mint-checkout.tsx); every other section sits in one frame. */
type FramedSection = Exclude<PortalSection, 'mint'>;

const SECTION_HEADINGS: Record<FramedSection, string> = {
  dashboard: 'routes.portalDashboard.heading',
  offers: 'routes.portalOffers.heading',
  activity: 'routes.portalActivity.heading',
  referrals: 'routes.portalReferrals.heading',
  account: 'routes.portalAccount.heading',
  devices: 'routes.portalDevices.heading',
  collection: 'routes.portalCollection.heading',
  'collection-item': 'routes.portalCollectionItem.heading',
  kyc: 'routes.portalKyc.heading',
  notifications: 'routes.portalNotifications.heading',
  favourites: 'routes.portalFavourites.heading',
  listings: 'routes.portalListings.heading',
};

/** What each section shows: every `/user-portal/…` path has one (the type refuses a section without). */
const SECTION_CONTENT: Record<FramedSection, (id: string | null) => ReactNode> = {
  dashboard: () => <DashboardSection />,
  activity: () => <ActivitySection />,
  offers: () => <OffersSection />,
  notifications: () => <NotificationsSection />,
  collection: () => <MyCollection />,
  'collection-item': (id) => id && <UserCollection userId={id} />,
  devices: () => <DevicesSection />,
  account: () => <AccountSection />,
  referrals: () => <ReferralsSection />,
  kyc: () => <KycSection />,
  favourites: () => <FavouritesSection />,
  listings: () => <ListingsSection />,
};

/** The signed-in user's portal, one section per `/user-portal/…` path. */
const PortalPage: RemoteComponent<'account', 'PortalPage'> = ({ section, id }) => {
  if (section === 'mint') return <MintCheckout mintId={id} />;
  return section === 'collection-item' && id ? <CollectionItemSection id={id} /> : <PortalSectionFrame section={section} id={id} />;
};

/** Another user's collection: its heading says whose ("Mika's collection"), once their profile is read. */
function CollectionItemSection({ id }: { id: string }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const owner = usePublicProfile(id).data;
  return <PortalSectionFrame section="collection-item" id={id} headingValues={{ name: (owner && profileName(owner)) ?? t('collection.someone') }} />;
}

interface PortalSectionFrameProps {
  section: FramedSection;
  id: string | null;
  /** Values of the section's heading message. */
  headingValues?: Record<string, string>;
}

function PortalSectionFrame({ section, id, headingValues = {} }: PortalSectionFrameProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  return (
    <PageFrame owner="account" heading={t(SECTION_HEADINGS[section], headingValues)}>
      {SECTION_CONTENT[section](id)}
    </PageFrame>
  );
}

export default PortalPage;
