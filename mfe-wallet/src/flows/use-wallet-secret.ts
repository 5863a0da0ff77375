import { useState } from 'react';
import type { SignInMethod } from '@marketplace/contracts/wire';
import { loadPasswordScorer, usePasswordScore } from '@marketplace/contracts/browser';
import { EMPTY_NEW_PASSWORD, isNewPasswordReady, type NewPassword } from '../ui/new-password-fields';

/** The state behind WalletSecretFields: the new password (when the method needs one) and whether it is ready. */
export function useWalletSecret(method: SignInMethod) {
  const [value, setValue] = useState<NewPassword>(EMPTY_NEW_PASSWORD);
  const score = usePasswordScore(value.password);
  const [showErrors, setShowErrors] = useState(false);
  const needsPassword = method === 'password';
  return {
    fields: { method, value, onChange: setValue, score, showErrors },
    /**
     * Marks the attempt (errors show from now on) and answers whether the secret may be used. The
     * password is judged as it is at the submit, so a person who submits before its strength is shown
     * (the scorer still loading, or scoring the previous keystroke) is answered, not ignored.
     */
    async attempt(): Promise<boolean> {
      const ready = !needsPassword || isNewPasswordReady(value, (await loadPasswordScorer())(value.password));
      setShowErrors(true);
      return ready;
    },
    password: needsPassword ? value.password : null,
  };
}
