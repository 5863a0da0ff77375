import { LEGAL_POLICIES } from '@marketplace/contracts/wire';
import { mountRemoteHarness } from '../../../tooling/remote-harness/mount-remote-harness';
import { loadMessages } from '../i18n/messages';
import CommunicationsPage from '../pages/communications-page';
import ExportPage from '../pages/export-page';
import PolicyPage from '../pages/policy-page';
import RefreshCachePage from '../pages/refresh-cache-page';
import SupportPage from '../pages/support-page';
import TermsModal from '../pages/terms-modal';
import UnderMaintenancePage from '../pages/under-maintenance-page';

void mountRemoteHarness(
  'legal',
  [
    ...LEGAL_POLICIES.map((policy) => ({ path: `/legal/${policy}`, label: `Policy: ${policy}`, element: <PolicyPage policy={policy} /> })),
    { path: '/support', label: 'Support', element: <SupportPage /> },
    { path: '/communications', label: 'Communications', element: <CommunicationsPage /> },
    { path: '/export', label: 'Export', element: <ExportPage /> },
    { path: '/refresh-cache', label: 'Refresh cache', element: <RefreshCachePage /> },
    { path: '/under-maintenance', label: 'Under maintenance', element: <UnderMaintenancePage /> },
    // The modal's body alone; in the site the shell's queue frames it and records the acceptance.
    { path: '/terms-modal', label: 'Terms modal (body)', element: <TermsModal firstTime onAccepted={() => undefined} /> },
  ],
  { loadMessages },
);
