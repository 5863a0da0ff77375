import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { userSettingsMutations } from '@marketplace/contracts/http';
import { sessionUserAccess, useMarketplaceApi } from '@marketplace/contracts/browser';
import type { SelfUser } from '@marketplace/contracts/wire';
import { SettingsSection } from './settings-section';
import { SettingsSwitch } from './settings-switch';
import { useSettingSave } from './use-setting-save';

/** The spec's single communications switch: news and offers by e-mail (`PUT /api/users/self/communications`). */
export function CommunicationsSettings({ self }: { self: SelfUser }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const api = useMarketplaceApi();
  const [communications, setCommunications] = useState(self.communications);
  const { save, busy, failureKey } = useSettingSave(userSettingsMutations.setCommunications(api), {
    savedMessage: 'accountSettings.communications.saved',
    onSaved: (stored) => sessionUserAccess.patch({ communications: stored }),
  });
  return (
    <SettingsSection id="communications" title={t('accountSettings.communications.title')}>
      <SettingsSwitch
        label={t('accountSettings.communications.label')}
        hint={t('accountSettings.communications.hint')}
        checked={communications}
        busy={busy}
        failureKey={failureKey}
        onChange={(next) => save({ communications: next }, { onSuccess: setCommunications })}
      />
    </SettingsSection>
  );
}
