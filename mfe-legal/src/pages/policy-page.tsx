import { useTranslation } from 'react-i18next';
import { LEGAL_NAMESPACE } from '../i18n/namespace';
import type { RemoteComponent } from '@marketplace/contracts/browser';
import { isLegalPolicy } from '@marketplace/contracts/wire';
import { PageFrame } from '@marketplace/contracts/ui';
import { ConsentSettings } from '../consent/consent-settings';
import { PolicyView } from '../policies/policy-view';

/** `/legal/{policy}`: the shell's route refuses any other name with its 404, so an unknown one never renders here. */
const PolicyPage: RemoteComponent<'legal', 'PolicyPage'> = ({ policy }) => {
  const { t } = useTranslation(LEGAL_NAMESPACE);
  if (!isLegalPolicy(policy)) return null;
  return (
    <PageFrame owner="legal" heading={t(`legal.${policy}`)}>
      {policy === 'cookies' && <ConsentSettings />}
      <PolicyView policy={policy} />
    </PageFrame>
  );
};

export default PolicyPage;
