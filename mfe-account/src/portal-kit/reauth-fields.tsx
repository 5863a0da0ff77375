import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField, TwoFactorCodeField } from '@marketplace/contracts/ui';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import type { ReauthProof } from './reauth-problem';

interface ReauthFieldsProps {
  proof: ReauthProof;
  onType: (field: keyof ReauthProof) => (value: string) => void;
  /** The user has 2FA on: the step asks for a code as well. */
  twoFactorAuth: boolean;
  /** What is wrong with a field, in the form's words, or null. */
  errorOf: (field: keyof ReauthProof) => string | null;
  busy: boolean;
  /** The fields' inputs, so the form puts the focus on the one a refusal concerns. */
  inputs: Record<keyof ReauthProof, RefObject<HTMLInputElement | null>>;
}

/**
 * The proof of a step a stolen session must not take alone (closing the account, changing its address): the
 * current password and, while 2FA is on, a code (`missingReauthProof`, `reauthProblemOf`).
 */
export function ReauthFields({ proof, onType, twoFactorAuth, errorOf, busy, inputs }: ReauthFieldsProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  return (
    <>
      <PasswordField
        label={t('security.password.current')}
        autoComplete="current-password"
        value={proof.password}
        onChange={onType('password')}
        error={errorOf('password')}
        readOnly={busy}
        inputRef={inputs.password}
      />
      {twoFactorAuth ? (
        <TwoFactorCodeField value={proof.code} onChange={onType('code')} error={errorOf('code')} readOnly={busy} inputRef={inputs.code} />
      ) : null}
    </>
  );
}
