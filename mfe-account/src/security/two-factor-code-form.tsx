import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { buttonStyles, TwoFactorCodeField } from '@marketplace/contracts/ui';
import styles from './security.module.css';
import type { TwoFactorChange } from './use-two-factor-change';

interface TwoFactorCodeFormProps {
  /** The change the code proves (turning 2FA on or off), from `useTwoFactorChange`. */
  change: TwoFactorChange;
  /** Said above the code field, if anything. */
  intro?: ReactNode;
  /** The submit button's words, and whether it is the section's main action (turning on) or not (turning off). */
  submitLabel: string;
  primary: boolean;
  /** Called once the change went through. */
  onChanged?: () => void;
  /** Further actions beside the submit (cancelling the enrolment). */
  children?: ReactNode;
}

/**
 * The one form both ways of 2FA end in: a code of the app, sent by the change; `aria-disabled`, not
 * `disabled`, while it is on its way, so the button keeps its focus and its name.
 */
export function TwoFactorCodeForm({ change, intro, submitLabel, primary, onChanged, children }: TwoFactorCodeFormProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  return (
    <form
      className={styles.form}
      noValidate
      aria-busy={change.busy}
      onSubmit={(event) => {
        event.preventDefault();
        void change.submit().then((changed) => changed && onChanged?.());
      }}
    >
      {intro}
      <TwoFactorCodeField
        value={change.code}
        onChange={change.typeCode}
        error={change.error && t(change.error)}
        readOnly={change.busy}
        inputRef={change.codeInput}
      />
      <div className={styles.actions}>
        <button type="submit" className={primary ? buttonStyles.primary : buttonStyles.secondary} aria-disabled={change.busy}>
          {submitLabel}
        </button>
        {children}
      </div>
    </form>
  );
}
