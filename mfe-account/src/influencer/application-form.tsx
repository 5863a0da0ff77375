import { useMutation } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import {
  INFLUENCER_MESSAGE_MAX_LENGTH,
  INFLUENCER_MESSAGE_MIN_LENGTH,
  type InfluencerApplication,
  type InfluencerApplicationFields,
} from '@marketplace/contracts/wire';
import { influencerMutations } from '@marketplace/contracts/http';
import { marketplaceBus, useHumanityGuard, useLocale, useMarketplaceApi, useSessionUser } from '@marketplace/contracts/browser';
import { buttonStyles, cardStyles, formFieldStyles } from '@marketplace/contracts/ui';
import { applicationFailureKey } from './application-failure';
import { APPLICATION_FIELDS, type ApplicationDraft, type ApplicationErrors, checkApplication } from './application-fields';
import { INFLUENCER_TERMS } from './programme-terms';
import styles from './influencer.module.css';

/** The named action of a visitor's humanity token (spec §5): the API asks one of anyone not signed in. */
export const INFLUENCER_APPLICATION_HUMANITY_ACTION = 'influencer_application';

const EMPTY_DRAFT: ApplicationDraft = { name: '', email: '', channelUrl: '', audienceSize: '', message: '' };

/**
 * The application form: checked with the API's own schema before it is sent, each refused field said
 * beside it; a failed send keeps everything typed. A signed-in person finds their name and address filled in.
 */
export function ApplicationForm({ onApplied }: { onApplied: (application: InfluencerApplication) => void }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const locale = useLocale();
  const api = useMarketplaceApi();
  const user = useSessionUser();
  const formId = useId();
  const [draft, setDraft] = useState<ApplicationDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<ApplicationErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const fieldRefs = useRef<Partial<Record<InfluencerApplicationFields, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const humanity = useHumanityGuard(INFLUENCER_APPLICATION_HUMANITY_ACTION);
  // A visitor's application goes with a humanity token, obtained as it is sent; a signed-in applicant is known already.
  const apply = useMutation(influencerMutations.apply(api, user ? null : humanity));

  // The account's name and address, once the session is known, into fields still empty: never over what was typed.
  useEffect(() => {
    if (!user) return;
    setDraft((current) => ({
      ...current,
      name: current.name || user.displayName || '',
      email: current.email || user.email || '',
    }));
  }, [user]);

  const change = (field: InfluencerApplicationFields, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = checkApplication(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = APPLICATION_FIELDS.find((field) => checked.errors[field]);
      if (first) fieldRefs.current[first]?.focus();
      return;
    }
    apply.mutate(checked.application, {
      onSuccess: (application) => {
        marketplaceBus.emit('toast', { tone: 'success', message: t('influencer.form.sent') });
        onApplied(application);
      },
      onError: (error) => {
        const key = applicationFailureKey(error);
        setFailure(key);
        marketplaceBus.emit('toast', { tone: 'error', message: t(key) });
      },
    });
  };

  const field = (name: InfluencerApplicationFields) => {
    const errorId = `${formId}-${name}-error`;
    const hintId = `${formId}-${name}-hint`;
    const hint = name === 'audienceSize' || name === 'message' || name === 'channelUrl';
    return {
      id: `${formId}-${name}`,
      name,
      value: draft[name],
      ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
        fieldRefs.current[name] = element;
      },
      onChange: (event: { currentTarget: { value: string } }) => change(name, event.currentTarget.value),
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': [hint ? hintId : null, errors[name] ? errorId : null].filter(Boolean).join(' ') || undefined,
      className: formFieldStyles.input,
    };
  };

  const minimumAudience = new Intl.NumberFormat(locale).format(INFLUENCER_TERMS.minimumAudience);

  return (
    <form className={`${cardStyles.card} ${styles.form}`} onSubmit={submit} noValidate aria-labelledby={`${formId}-heading`}>
      <h2 id={`${formId}-heading`} className={styles.cardHeading}>
        {t('influencer.form.heading')}
      </h2>
      <p className={styles.muted}>{t('influencer.form.intro')}</p>
      <div className={styles.fieldPair}>
        <Field
          label={t('influencer.form.name')}
          htmlFor={`${formId}-name`}
          error={errors.name && t('influencer.form.errors.name')}
          errorId={`${formId}-name-error`}
        >
          <input {...field('name')} type="text" autoComplete="name" maxLength={100} />
        </Field>
        <Field
          label={t('influencer.form.email')}
          htmlFor={`${formId}-email`}
          error={errors.email && t('influencer.form.errors.email')}
          errorId={`${formId}-email-error`}
        >
          <input {...field('email')} type="email" autoComplete="email" maxLength={254} />
        </Field>
      </div>
      <Field
        label={t('influencer.form.channelUrl')}
        htmlFor={`${formId}-channelUrl`}
        hint={t('influencer.form.channelUrlHint')}
        hintId={`${formId}-channelUrl-hint`}
        error={errors.channelUrl && t('influencer.form.errors.channelUrl')}
        errorId={`${formId}-channelUrl-error`}
      >
        <input {...field('channelUrl')} type="url" inputMode="url" placeholder="https://" maxLength={500} />
      </Field>
      <Field
        label={t('influencer.form.audienceSize')}
        htmlFor={`${formId}-audienceSize`}
        hint={t('influencer.form.audienceSizeHint', { minimum: minimumAudience })}
        hintId={`${formId}-audienceSize-hint`}
        error={errors.audienceSize && t('influencer.form.errors.audienceSize', { minimum: minimumAudience })}
        errorId={`${formId}-audienceSize-error`}
      >
        <input {...field('audienceSize')} type="text" inputMode="numeric" maxLength={16} />
      </Field>
      <Field
        label={t('influencer.form.message')}
        htmlFor={`${formId}-message`}
        hint={t('influencer.form.messageHint', { min: INFLUENCER_MESSAGE_MIN_LENGTH, max: INFLUENCER_MESSAGE_MAX_LENGTH })}
        hintId={`${formId}-message-hint`}
        error={errors.message && t('influencer.form.errors.message', { min: INFLUENCER_MESSAGE_MIN_LENGTH, max: INFLUENCER_MESSAGE_MAX_LENGTH })}
        errorId={`${formId}-message-error`}
      >
        <textarea {...field('message')} rows={5} maxLength={INFLUENCER_MESSAGE_MAX_LENGTH} />
      </Field>
      {failure && (
        <p className={styles.failure} role="alert">
          {t(failure)}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={buttonStyles.primary} disabled={apply.isPending}>
          {apply.isPending ? t('influencer.form.sending') : t('influencer.form.submit')}
        </button>
      </div>
    </form>
  );
}

interface FieldProps {
  label: string;
  htmlFor: string;
  hint?: string;
  hintId?: string;
  error?: string | false | undefined;
  errorId: string;
  children: ReactNode;
}

function Field({ label, htmlFor, hint, hintId, error, errorId, children }: FieldProps) {
  return (
    <div className={formFieldStyles.field}>
      <label className={formFieldStyles.label} htmlFor={htmlFor}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={hintId} className={formFieldStyles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={formFieldStyles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
