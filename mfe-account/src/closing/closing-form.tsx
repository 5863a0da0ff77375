import { useMutation } from '@tanstack/react-query';
import { type FormEvent, type RefObject, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountClosingMutations } from '@marketplace/contracts/http';
import { useMarketplaceApi } from '@marketplace/contracts/browser';
import { buttonStyles, formFieldStyles } from '@marketplace/contracts/ui';
import { ACCOUNT_CLOSING_GRACE_DAYS, type SelfUser } from '@marketplace/contracts/wire';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { ReauthFields } from '../portal-kit/reauth-fields';
import { missingReauthProof } from '../portal-kit/reauth-problem';
import settings from '../settings/account-settings.module.css';
import { type ClosingField, type ClosingProblem, closingProblemOf } from './closing-problem';
import styles from './closing.module.css';

const EMPTY = { password: '', code: '', understood: false };
type Typed = typeof EMPTY;

/** The first thing to fix before anything is sent, or null. */
function problemBeforeSending(typed: Typed, twoFactorAuth: boolean): ClosingProblem | null {
  if (!typed.understood) return { field: 'understood', reason: 'understoodRequired' };
  return missingReauthProof(typed, twoFactorAuth);
}

/**
 * The last step of closing: the person says they understand what is lost, then proves who they are with the
 * current password and, while 2FA is on, a code (`POST /api/users/self/closing`), as every step a stolen
 * session must not take alone. A refusal is said at the field it concerns, which takes the focus.
 */
export function ClosingForm({ self }: { self: SelfUser }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const api = useMarketplaceApi();
  const request = useMutation(accountClosingMutations.request(api));
  const headingId = useId();
  const understoodId = useId();
  const understoodErrorId = useId();
  const [typed, setTyped] = useState(EMPTY);
  const [problem, setProblem] = useState<ClosingProblem | null>(null);
  const inputs: Record<Exclude<ClosingField, 'form'>, RefObject<HTMLInputElement | null>> = {
    understood: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    code: useRef<HTMLInputElement>(null),
  };
  const busy = request.isPending;

  const type = (field: 'password' | 'code') => (value: string) => {
    setTyped((was) => ({ ...was, [field]: value }));
    if (problem?.field === field) setProblem(null);
  };

  const refuse = (found: ClosingProblem) => {
    setProblem(found);
    if (found.field !== 'form') inputs[found.field].current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const before = problemBeforeSending(typed, self.twoFactorAuth);
    if (before) return refuse(before);
    setProblem(null);
    try {
      await request.mutateAsync({ currentPassword: typed.password, ...(self.twoFactorAuth ? { code: typed.code } : {}) });
    } catch (error) {
      refuse(closingProblemOf(error));
    }
  };

  const messageFor = (field: ClosingField) => (problem?.field === field ? t(`closing.problems.${problem.reason}`) : null);
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
      <ReauthFields proof={typed} onType={type} twoFactorAuth={self.twoFactorAuth} errorOf={messageFor} busy={busy} inputs={inputs} />
      {problem?.field === 'form' ? (
        <p role="alert" className={settings.error}>
          {messageFor('form')}
        </p>
      ) : null}
      <div className={settings.actions}>
        {/* aria-disabled, not disabled: a disabled button drops keyboard focus; submit ignores presses while busy. */}
        <button type="submit" className={`${buttonStyles.primary} ${styles.danger}`} aria-disabled={busy}>
          {t(busy ? 'closing.form.sending' : 'closing.form.submit', { count: ACCOUNT_CLOSING_GRACE_DAYS })}
        </button>
      </div>
    </form>
  );
}
