import { useTranslation } from 'react-i18next';
import { PasswordField } from '@marketplace/contracts/ui';
import { WALLET_NAMESPACE } from '../i18n/namespace';

/**
 * A password the person already has (the kit's field), required once they tried to send: the wallet
 * password (unlock, signature) unless `label` names another (the sign-in password a vault change asks for).
 */
export function CurrentPasswordField({
  value,
  onChange,
  missing,
  invalid = false,
  label,
}: {
  value: string;
  onChange: (value: string) => void;
  missing: boolean;
  /** Refused, and the form's alert says why. */
  invalid?: boolean;
  label?: string;
}) {
  const { t } = useTranslation(WALLET_NAMESPACE);
  return (
    <PasswordField
      label={label ?? t('wallet.walletPassword')}
      autoComplete="current-password"
      value={value}
      onChange={onChange}
      error={missing ? t('wallet.passwordRequired') : null}
      invalid={invalid}
    />
  );
}
