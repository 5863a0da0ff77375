import { useState } from 'react';
import type { SignInMethod } from '@marketplace/contracts';
import { EMPTY_NEW_PASSWORD, isNewPasswordReady, type NewPassword } from '../ui/new-password-fields';
import { usePasswordScore } from '../ui/use-password-score';

/** The state behind WalletSecretFields: the new password (when the method needs one) and whether it is ready. */
export function useWalletSecret(method: SignInMethod) {
  const [value, setValue] = useState<NewPassword>(EMPTY_NEW_PASSWORD);
  const score = usePasswordScore(value.password);
  const [showErrors, setShowErrors] = useState(false);
  const needsPassword = method === 'password';
  return {
    fields: { method, value, onChange: setValue, score, showErrors },
    /** Marks the attempt (errors show from now on) and answers whether the secret may be used. */
    attempt(): boolean {
      setShowErrors(true);
      return !needsPassword || isNewPasswordReady(value, score);
    },
    password: needsPassword ? value.password : null,
  };
}
