import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles, formFieldStyles } from '@marketplace/contracts/ui';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import type { ProviderReauthenticationStatus } from './use-provider-reauthentication';

interface ProviderConfirmationProps {
  /** "Google" or "Apple": the provider the account signs in with. */
  provider: string;
  status: ProviderReauthenticationStatus;
  onConfirm: () => void;
  /** What is wrong with this step, in the form's words, or null. */
  error: string | null;
  errorId: string;
  busy: boolean;
  buttonRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The proof of a Google- or Apple-only account in place of a password: "Confirm with Google" takes the person to
 * the provider, which brings them back here; once confirmed, how long it lasts. The button stays a button
 * (keyboard, focus on a refusal) and is offered again whenever the confirmation is missing or expired.
 */
export function ProviderConfirmation({ provider, status, onConfirm, error, errorId, busy, buttonRef }: ProviderConfirmationProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  if (status === 'confirmed')
    return (
      <p role="status" className={formFieldStyles.hint} data-testid="provider-confirmed">
        {t('closing.provider.confirmed', { provider })}
      </p>
    );
  const waiting = status === 'starting' || status === 'checking';
  return (
    <div className={formFieldStyles.field}>
      <p className={formFieldStyles.hint}>{t('closing.provider.text', { provider })}</p>
      {status === 'checking' ? (
        <p role="status" className={formFieldStyles.hint}>
          {t('closing.provider.checking')}
        </p>
      ) : null}
      <div>
        {/* aria-disabled, not disabled: a disabled button drops keyboard focus; onConfirm ignores presses while waiting. */}
        <button
          ref={buttonRef}
          type="button"
          className={buttonStyles.secondary}
          aria-disabled={waiting || busy}
          aria-describedby={error ? errorId : undefined}
          onClick={() => {
            if (!waiting && !busy) onConfirm();
          }}
        >
          {t(status === 'starting' ? 'closing.provider.starting' : 'closing.provider.confirm', { provider })}
        </button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className={formFieldStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
