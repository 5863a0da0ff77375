import { useMutation } from '@tanstack/react-query';
import { type FormEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { type EmailChangeRequest, type EmailChangeSentPayload, emailSchema, type SelfUser } from '@marketplace/contracts/wire';
import { useMarketplaceApi } from '@marketplace/contracts/browser';
import { buttonStyles, formFieldStyles } from '@marketplace/contracts/ui';
import { ReauthFields } from '../portal-kit/reauth-fields';
import { missingReauthProof } from '../portal-kit/reauth-problem';
import { useFieldProblem } from '../portal-kit/use-field-problem';
import styles from './account-settings.module.css';
import { SettingsAlert } from './settings-alert';
import { type EmailChangeField, type EmailChangeProblem, emailChangeProblemOf } from './email-change-problem';

const EMPTY = { newEmail: '', password: '', code: '' };
type Typed = typeof EMPTY;

interface EmailChangeFormProps {
  self: SelfUser;
  onSent(sent: EmailChangeSentPayload): void;
  onCancel(): void;
}

/** The first thing to fix before anything is sent, or null. */
function problemBeforeSending(typed: Typed, self: SelfUser): EmailChangeProblem | null {
  const address = emailSchema.safeParse(typed.newEmail.trim());
  if (!address.success) return { field: 'newEmail', reason: 'invalidEmail' };
  if (address.data === self.email.toLowerCase()) return { field: 'newEmail', reason: 'sameAddress' };
  return missingReauthProof(typed, self.twoFactorAuth);
}

/**
 * Asking to move the account to another address: the new address, the current password and, while 2FA is
 * on, a code (`POST /api/users/self/email-change`). A refusal is said at the field it concerns, which takes
 * the focus; nothing typed is lost. The address changes only once the link mailed to it is followed.
 */
export function EmailChangeForm({ self, onSent, onCancel }: EmailChangeFormProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const api = useMarketplaceApi();
  const request = useMutation({ mutationKey: ['self', 'email-change'], mutationFn: (change: EmailChangeRequest) => api.emailKeys.requestEmailChange(change) });
  const headingId = useId();
  const newEmailId = useId();
  const newEmailErrorId = useId();
  const [typed, setTyped] = useState(EMPTY);
  const inputs: Record<Exclude<EmailChangeField, 'form'>, RefObject<HTMLInputElement | null>> = {
    newEmail: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    code: useRef<HTMLInputElement>(null),
  };
  const { problem, setProblem, refuse } = useFieldProblem<EmailChangeProblem>(inputs);
  const busy = request.isPending;

  // Opened by a press of "Change e-mail": the first field is where the person goes next.
  useEffect(() => inputs.newEmail.current?.focus(), [inputs.newEmail]);

  const type = (field: keyof Typed) => (value: string) => {
    setTyped((was) => ({ ...was, [field]: value }));
    if (problem?.field === field) setProblem(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const before = problemBeforeSending(typed, self);
    if (before) return refuse(before);
    setProblem(null);
    const change = { newEmail: typed.newEmail.trim(), currentPassword: typed.password, ...(self.twoFactorAuth ? { code: typed.code } : {}) };
    try {
      onSent(await request.mutateAsync(change));
    } catch (error) {
      refuse(emailChangeProblemOf(error));
    }
  };

  const messageFor = (field: EmailChangeField) => (problem?.field === field ? t(`accountSettings.emailChange.problems.${problem.reason}`) : null);
  const newEmailError = messageFor('newEmail');

  return (
    <form className={styles.form} noValidate aria-labelledby={headingId} aria-busy={busy} onSubmit={(event) => void submit(event)}>
      <h3 id={headingId} className={styles.formHeading}>
        {t('accountSettings.emailChange.heading')}
      </h3>
      <p className={formFieldStyles.hint}>{t('accountSettings.emailChange.intro')}</p>
      <div className={formFieldStyles.field}>
        <label htmlFor={newEmailId} className={formFieldStyles.label}>
          {t('accountSettings.emailChange.newEmail')}
        </label>
        <input
          id={newEmailId}
          ref={inputs.newEmail}
          className={styles.input}
          type="email"
          autoComplete="email"
          spellCheck={false}
          autoCapitalize="none"
          value={typed.newEmail}
          readOnly={busy}
          aria-invalid={newEmailError ? true : undefined}
          aria-describedby={newEmailError ? newEmailErrorId : undefined}
          onChange={(event) => type('newEmail')(event.target.value)}
        />
        {newEmailError ? (
          <p id={newEmailErrorId} className={formFieldStyles.error}>
            {newEmailError}
          </p>
        ) : null}
      </div>
      <ReauthFields proof={typed} onType={type} twoFactorAuth={self.twoFactorAuth} errorOf={messageFor} busy={busy} inputs={inputs} />
      <SettingsAlert message={messageFor('form')} />
      <div className={styles.actions}>
        {/* aria-disabled, not disabled: a disabled button drops keyboard focus; submit ignores presses while busy. */}
        <button type="submit" className={buttonStyles.primary} aria-disabled={busy}>
          {t(busy ? 'accountSettings.emailChange.sending' : 'accountSettings.emailChange.submit')}
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={onCancel}>
          {t('accountSettings.emailChange.cancel')}
        </button>
      </div>
    </form>
  );
}
