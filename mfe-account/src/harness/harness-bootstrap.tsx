import type { ReactNode } from 'react';
import { DEFAULT_MERCHANT_ID, emptyUserState } from '@marketplace/contracts/wire';
import { MarketplaceApiContext, PORTAL_SECTIONS, sessionStore } from '@marketplace/contracts/browser';
import { answerSessionUserPatchesAsTheShell } from '@marketplace/contracts/testing';
import { mountRemoteHarness } from '../../../tooling/remote-harness/mount-remote-harness';
import { loadMessages } from '../i18n/messages';
import CollectiblePage from '../pages/collectible-page';
import CollectionPage from '../pages/collection-page';
import InfluencerProgramPage from '../pages/influencer-program-page';
import PortalPage from '../pages/portal-page';
import UserPage from '../pages/user-page';
import { createHarnessMarketplaceApi, HARNESS_MINT_ID } from './harness-marketplace-api';
import { answerWalletSignInHarness } from './harness-wallet';

const harnessApi = createHarnessMarketplaceApi();
answerWalletSignInHarness();
// The shell owns the session; here the harness stands in for it (the rate comes from the harness API).
// `?twoFactor=on` shows the pages to a user with 2FA on (the mint checkout then asks for a code).
const twoFactorAuth = new URLSearchParams(window.location.search).get('twoFactor') === 'on';
sessionStore.setState({ token: 'harness', expiresAt: null, user: { ...emptyUserState(), id: 'harness-user', twoFactorAuth } });
// A saved setting or a read notification asks the shell to change the session user; here the harness answers.
answerSessionUserPatchesAsTheShell();

/** What the shell provides around every page, as far as the account pages need it. */
const withApi = (page: ReactNode) => <MarketplaceApiContext.Provider value={harnessApi}>{page}</MarketplaceApiContext.Provider>;

void mountRemoteHarness(
  'account',
  [
    ...PORTAL_SECTIONS.map((section) => ({
      path: `/user-portal/${section}`,
      label: `Portal: ${section}`,
      element: withApi(<PortalPage section={section} id={null} />),
    })),
    {
      path: `/user-portal/mint/${HARNESS_MINT_ID}`,
      label: 'Portal: mint checkout of a reserved mint',
      element: withApi(<PortalPage section="mint" id={HARNESS_MINT_ID} />),
    },
    { path: '/user', label: 'User profile', element: <UserPage userId="demo" /> },
    { path: '/collection', label: 'Collection of one merchant', element: <CollectionPage merchantId={DEFAULT_MERCHANT_ID} /> },
    { path: '/collectible', label: 'Collectible', element: <CollectiblePage collectibleId="c-1" /> },
    { path: '/influencer-program', label: 'Influencer program', element: <InfluencerProgramPage /> },
  ],
  { loadMessages },
);
