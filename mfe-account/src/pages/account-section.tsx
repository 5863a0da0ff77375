import { SecuritySettings } from '../security/security-settings';
import { AccountSettings } from '../settings/account-settings';
import { SettingsAnchor, SettingsLayout } from '../settings/settings-layout';

/** `/user-portal/account`: the account settings and, under them, the security settings (sibling features, so composed here). */
export function AccountSection() {
  return (
    <SettingsLayout>
      <AccountSettings />
      <SettingsAnchor id="security">
        <SecuritySettings />
      </SettingsAnchor>
    </SettingsLayout>
  );
}
