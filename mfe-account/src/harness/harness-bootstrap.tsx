import { DEFAULT_MERCHANT_ID, PORTAL_SECTIONS } from '@marketplace/contracts';
import { mountRemoteHarness } from '../../../tooling/remote-harness/mount-remote-harness';
import CollectiblePage from '../pages/collectible-page';
import CollectionPage from '../pages/collection-page';
import InfluencerProgramPage from '../pages/influencer-program-page';
import PortalPage from '../pages/portal-page';
import UserPage from '../pages/user-page';

void mountRemoteHarness('account', [
  ...PORTAL_SECTIONS.map((section) => ({
    path: `/user-portal/${section}`,
    label: `Portal: ${section}`,
    element: <PortalPage section={section} id={null} />,
  })),
  { path: '/user', label: 'User profile', element: <UserPage userId="demo" /> },
  { path: '/collection', label: 'Collection of one merchant', element: <CollectionPage merchantId={DEFAULT_MERCHANT_ID} /> },
  { path: '/collectible', label: 'Collectible', element: <CollectiblePage collectibleId="c-1" /> },
  { path: '/influencer-program', label: 'Influencer program', element: <InfluencerProgramPage /> },
]);
