import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { brokenPasswordRule, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type PasswordRule } from '@marketplace/contracts/wire';
import { passwordMutations } from '@marketplace/contracts/http';
import { marketplaceBus, useMarketplaceApi, usePasswordScore } from '@marketplace/contracts/browser';
import { buttonStyles, outcomeNoticeStyles, PasswordField, PasswordStrengthMeter } from '@marketplace/contracts/ui';
import { useFieldProblem } from '../portal-kit/use-field-problem';
import { passwordChangeRefusal, type PasswordChangeRefusal } from './password-change-refusal';
import styles from './security.module.css';

const EMPTY = { current: '', next: '', confirmation: '' };

const RULE_KEYS: Record<PasswordRule, string> = {
  length: 'security.password.ruleLength',
  'not-email': 'security.password.ruleNotEmail',
  'not-current': 'security.password.ruleNotCurrent',
};

type Problem = { field: 'current' | 'next' | 'confirmation'; message: string } | { field: 'form'; refusal: PasswordChangeRefusal };

/**
 * Changing the password: the current one, the new one with its strength, and the new one again. The
 * server's rules are checked before sending; a refusal says why in plain words and keeps what was
 * typed. On success the other devices are signed out (the API does it), and the form says so.
 */
export function PasswordChangeForm({ email }: { email: string }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const api = useMarketplaceApi();
  const change = useMutation(passwordMutations.change(api));
  const strengthId = useId();
  const [typed, setTyped] = useState(EMPTY);
  const [changed, setChanged] = useState(false);
  const score = usePasswordScore(typed.next);
  const inputs = { current: useRef<HTMLInputElement>(null), next: useRef<HTMLInputElement>(null), confirmation: useRef<HTMLInputElement>(null) };
  const { problem, setProblem, refuse } = useFieldProblem<Problem>(inputs);
  const busy = change.isPending;

  const type = (field: keyof typeof EMPTY) => (value: string) => {
    setTyped((was) => ({ ...was, [field]: value }));
    setChanged(false);
    if (problem && problem.field === field) setProblem(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (typed.current === '') return refuse({ field: 'current', message: t('security.password.currentRequired') });
    const rule = brokenPasswordRule(typed.next, { email, currentPassword: typed.current });
    if (rule) return refuse({ field: 'next', message: t(RULE_KEYS[rule], { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }) });
    if (typed.confirmation !== typed.next) return refuse({ field: 'confirmation', message: t('security.password.mismatch') });

    setProblem(null);
    const answer = await change.mutateAsync({ currentPassword: typed.current, newPassword: typed.next }).catch(() => null);
    const refusal = passwordChangeRefusal(answer);
    if (refusal === 'wrong-current') return refuse({ field: 'current', message: t('security.password.refusals.wrong-current') });
    if (refusal) return refuse({ field: 'form', refusal });
    setTyped(EMPTY);
    setChanged(true);
    marketplaceBus.emit('toast', { tone: 'success', message: t('security.password.changedToast') });
  };

  const fieldError = (field: 'current' | 'next' | 'confirmation') => (problem && problem.field === field ? problem.message : null);

  return (
    <form className={styles.form} noValidate aria-busy={busy} onSubmit={(event) => void submit(event)}>
      <PasswordField
        label={t('security.password.current')}
        autoComplete="current-password"
        value={typed.current}
        onChange={type('current')}
        error={fieldError('current')}
        readOnly={busy}
        inputRef={inputs.current}
      />
      <PasswordField
        label={t('security.password.new')}
        autoComplete="new-password"
        value={typed.next}
        onChange={type('next')}
        error={fieldError('next')}
        describedBy={strengthId}
        readOnly={busy}
        inputRef={inputs.next}
      />
      <PasswordStrengthMeter id={strengthId} password={typed.next} score={score} context={{ email, currentPassword: typed.current }} />
      <PasswordField
        label={t('security.password.confirm')}
        autoComplete="new-password"
        value={typed.confirmation}
        onChange={type('confirmation')}
        error={fieldError('confirmation')}
        readOnly={busy}
        inputRef={inputs.confirmation}
      />
      {problem?.field === 'form' ? (
        <div className={`${outcomeNoticeStyles.error} ${styles.outcome}`} role="alert">
          <p>{t(`security.password.refusals.${problem.refusal}`, { min: PASSWORD_MIN_LENGTH })}</p>
        </div>
      ) : null}
      {changed ? (
        <div className={`${outcomeNoticeStyles.success} ${styles.outcome}`} role="status">
          <p>{t('security.password.changed')}</p>
        </div>
      ) : null}
      <div className={styles.actions}>
        {/* aria-disabled, not disabled: a disabled button drops keyboard focus; submit ignores presses while busy. */}
        <button type="submit" className={buttonStyles.primary} aria-disabled={busy}>
          {t(busy ? 'security.password.saving' : 'security.password.submit')}
        </button>
      </div>
    </form>
  );
}
