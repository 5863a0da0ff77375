import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MERCHANT_NAMESPACE } from '../i18n/namespace';
import { buttonStyles } from '@marketplace/contracts/ui';
import styles from './selling.module.css';

export interface ConfirmStepProps {
  /** What happens if the person goes on, as a question. */
  question: string;
  confirmLabel: string;
  cancelLabel?: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** The act's progress and outcome, between the question and the buttons. */
  children?: ReactNode;
}

/** A second press before an act that cannot be undone (withdraw a listing, accept an offer): the question is the group's name. */
export function ConfirmStep({ question, confirmLabel, cancelLabel, busy, onConfirm, onCancel, children }: ConfirmStepProps) {
  const { t } = useTranslation(MERCHANT_NAMESPACE);
  return (
    <fieldset className={styles.confirm}>
      <legend className={styles.text}>{question}</legend>
      {children}
      <div className={styles.actions}>
        <button type="button" className={buttonStyles.primary} disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button type="button" className={buttonStyles.secondary} disabled={busy} onClick={onCancel}>
          {cancelLabel ?? t('selling.cancel')}
        </button>
      </div>
    </fieldset>
  );
}
