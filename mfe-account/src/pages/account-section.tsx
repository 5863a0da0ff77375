import { ClosingSection } from '../closing/closing-section';
import { SecuritySettings } from '../security/security-settings';
import { AccountSettings } from '../settings/account-settings';
import { SettingsAnchor, SettingsLayout } from '../settings/settings-layout';

/** `/user-portal/account`: the account settings, under them the security settings, and last closing the account (sibling features, so composed here). */
export function AccountSection() {
  return (
    <SettingsLayout>
      <AccountSettings />
      <SettingsAnchor id="security">
        <SecuritySettings />
      </SettingsAnchor>
      <ClosingSection />
    </SettingsLayout>
  );
}
