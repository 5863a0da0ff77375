import { useMutation } from '@tanstack/react-query';
import { type FormEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountClosingMutations } from '@marketplace/contracts/http';
import { useMarketplaceApi } from '@marketplace/contracts/browser';
import { buttonStyles, formFieldStyles, TwoFactorCodeField } from '@marketplace/contracts/ui';
import { ACCOUNT_CLOSING_GRACE_DAYS, type SelfUser } from '@marketplace/contracts/wire';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { ReauthFields } from '../portal-kit/reauth-fields';
import { missingCode, missingReauthProof, type ReauthProof } from '../portal-kit/reauth-problem';
import { useFieldProblem } from '../portal-kit/use-field-problem';
import settings from '../settings/account-settings.module.css';
import { SettingsAlert } from '../settings/settings-alert';
import { type ClosingField, type ClosingProblem, closingProblemOf } from './closing-problem';
import styles from './closing.module.css';
import { ProviderConfirmation } from './provider-confirmation';
import { type ProviderReauthentication, useProviderReauthentication } from './use-provider-reauthentication';

const EMPTY = { password: '', code: '', understood: false };
type Typed = typeof EMPTY;

/** The first thing to fix before anything is sent, or null: a provider-only account shows its confirmation instead of a password. */
function problemBeforeSending(typed: Typed, twoFactorAuth: boolean, provider: ProviderReauthentication | null): ClosingProblem | null {
  if (!typed.understood) return { field: 'understood', reason: 'understoodRequired' };
  if (!provider) return missingReauthProof(typed, twoFactorAuth);
  if (provider.status !== 'confirmed') return { field: 'provider', reason: 'providerRequired' };
  return missingCode(typed.code, twoFactorAuth);
}

/** What the provider step says when the way back from the provider went wrong. */
function providerProblemOf({ status }: ProviderReauthentication): ClosingProblem | null {
  if (status === 'refused') return { field: 'provider', reason: 'reauthenticationRefused' };
  if (status === 'failed') return { field: 'provider', reason: 'reauthenticationFailed' };
  return null;
}

/** The provider a Google- or Apple-only account confirms with, by its name; null for an account with a password. */
function providerNameOf({ identityProviders }: SelfUser): string | null {
  if (identityProviders.password) return null;
  return identityProviders.google ? 'Google' : 'Apple';
}

/**
 * The last step of closing: the person says they understand what is lost, then proves who they are with the
 * current password (or, for a Google- or Apple-only account, by signing in with the provider again) and, while
 * 2FA is on, a code (`POST /api/users/self/closing`), as every step a stolen session must not take alone.
 */
export function ClosingForm({ self }: { self: SelfUser }) {
  const provider = useProviderReauthentication();
  return <ClosingFormFields self={self} provider={providerNameOf(self) ? provider : null} />;
}

/** The form itself; a refusal is said at the field it concerns, which takes the focus. */
function ClosingFormFields({ self, provider }: { self: SelfUser; provider: ProviderReauthentication | null }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const api = useMarketplaceApi();
  const request = useMutation(accountClosingMutations.request(api));
  const headingId = useId();
  const understoodId = useId();
  const understoodErrorId = useId();
  const providerErrorId = useId();
  const providerName = providerNameOf(self) ?? '';
  // Back from the provider, the box ticked before leaving is ticked again.
  const [typed, setTyped] = useState(() => ({ ...EMPTY, understood: provider?.returnedUnderstood ?? false }));
  const providerButton = useRef<HTMLButtonElement>(null);
  const inputs: Record<Exclude<ClosingField, 'form' | 'provider'>, RefObject<HTMLInputElement | null>> = {
    understood: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    code: useRef<HTMLInputElement>(null),
  };
  const { problem, setProblem, refuse } = useFieldProblem<ClosingProblem>(inputs);
  const busy = request.isPending;

  const type = (field: keyof ReauthProof) => (value: string) => {
    setTyped((was) => ({ ...was, [field]: value }));
    if (problem?.field === field) setProblem(null);
  };

  // The provider's button may only now come back (a confirmation that expired): it takes the focus once rendered.
  useEffect(() => {
    if (problem?.field === 'provider') providerButton.current?.focus();
  }, [problem]);

  const confirmWithProvider = () => {
    if (!typed.understood) return refuse({ field: 'understood', reason: 'understoodRequired' });
    setProblem(null);
    void provider?.start();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const before = problemBeforeSending(typed, self.twoFactorAuth, provider);
    if (before) return refuse(before);
    setProblem(null);
    try {
      await request.mutateAsync({ ...(provider ? {} : { currentPassword: typed.password }), ...(self.twoFactorAuth ? { code: typed.code } : {}) });
    } catch (error) {
      const found = closingProblemOf(error);
      // The API no longer counts the confirmation (older than 5 minutes): offer it again.
      if (found.field === 'provider') provider?.expire();
      refuse(found);
    }
  };

  const shown = problem ?? (provider ? providerProblemOf(provider) : null);
  const messageFor = (field: ClosingField) => (shown?.field === field ? t(`closing.problems.${shown.reason}`, { provider: providerName }) : null);
  const understoodError = messageFor('understood');

  return (
    <form className={settings.form} noValidate aria-labelledby={headingId} aria-busy={busy} onSubmit={(event) => void submit(event)}>
      <h3 id={headingId} className={settings.formHeading}>
        {t('closing.form.heading')}
      </h3>
      <p className={formFieldStyles.hint}>{t('closing.form.intro', { count: ACCOUNT_CLOSING_GRACE_DAYS })}</p>
      <div className={formFieldStyles.field}>
        <div className={styles.check}>
          <input
            id={understoodId}
            ref={inputs.understood}
            type="checkbox"
            checked={typed.understood}
            disabled={busy}
            aria-invalid={understoodError ? true : undefined}
            aria-describedby={understoodError ? understoodErrorId : undefined}
            onChange={(event) => {
              setTyped((was) => ({ ...was, understood: event.target.checked }));
              if (problem?.field === 'understood') setProblem(null);
            }}
          />
          <label htmlFor={understoodId}>{t('closing.form.understood')}</label>
        </div>
        {understoodError ? (
          <p id={understoodErrorId} className={formFieldStyles.error}>
            {understoodError}
          </p>
        ) : null}
      </div>
      {provider ? (
        <>
          <ProviderConfirmation
            provider={providerName}
            status={provider.status}
            onConfirm={confirmWithProvider}
            error={messageFor('provider')}
            errorId={providerErrorId}
            busy={busy}
            buttonRef={providerButton}
          />
          {self.twoFactorAuth ? (
            <TwoFactorCodeField value={typed.code} onChange={type('code')} error={messageFor('code')} readOnly={busy} inputRef={inputs.code} />
          ) : null}
        </>
      ) : (
        <ReauthFields proof={typed} onType={type} twoFactorAuth={self.twoFactorAuth} errorOf={messageFor} busy={busy} inputs={inputs} />
      )}
      <SettingsAlert message={problem?.field === 'form' ? messageFor('form') : null} />
      <div className={settings.actions}>
        {/* aria-disabled, not disabled: a disabled button drops keyboard focus; submit ignores presses while busy. */}
        <button type="submit" className={`${buttonStyles.primary} ${styles.danger}`} aria-disabled={busy}>
          {t(busy ? 'closing.form.sending' : 'closing.form.submit', { count: ACCOUNT_CLOSING_GRACE_DAYS })}
        </button>
      </div>
    </form>
  );
}
